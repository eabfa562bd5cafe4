import { z } from 'zod';
import { coreFormsFilePartSchema, coreFormsInstantInputSchema, coreFormsStoredFileSchema } from './common';
import {
  coreFormsDocumentListItemSchema,
  coreFormsDocumentStatusSchema,
  coreFormsUnlockReasonSchema,
} from './documents';

/** Documents filled together from a form group (forms.md "Document group submit"). */
export const coreFormsDocumentGroupSchema = z
  .object({
    id: z.uuid(),
    formGroupId: z.uuid(),
    formGroupName: z.string(),
    patientId: z.uuid(),
    episodeOfCareId: z.uuid().nullable(),
    /** Completed once every member document is; an uploaded group carries its own status. */
    status: z.string(),
    effectiveDate: z.string().nullable(),
    unlockReason: z.string().nullable(),
    file: coreFormsStoredFileSchema.nullable(),
    sharedWithPortal: z.boolean(),
    sharedAt: z.string().nullable(),
    createdById: z.uuid().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    documents: z.array(coreFormsDocumentListItemSchema),
  })
  .meta({ id: 'CoreFormsDocumentGroup' });
export type CoreFormsDocumentGroup = z.infer<typeof coreFormsDocumentGroupSchema>;

/** PUT DocumentGroups: one Draft document per form of the group, all created together. */
export const coreFormsDocumentGroupCreateSchema = z
  .object({
    formGroupId: z.uuid(),
    patientId: z.uuid(),
    episodeOfCareId: z.uuid().nullable().optional(),
    effectiveDate: coreFormsInstantInputSchema.nullable().optional(),
  })
  .meta({ id: 'CoreFormsDocumentGroupCreate' });
export type CoreFormsDocumentGroupCreate = z.infer<typeof coreFormsDocumentGroupCreateSchema>;

/** PATCH DocumentGroups/{id}: the effective date (copied to its draft documents) and portal sharing. */
export const coreFormsDocumentGroupPatchSchema = z
  .object({
    effectiveDate: coreFormsInstantInputSchema.nullable(),
    sharedWithPortal: z.boolean(),
  })
  .partial()
  .meta({ id: 'CoreFormsDocumentGroupPatch' });
export type CoreFormsDocumentGroupPatch = z.infer<typeof coreFormsDocumentGroupPatchSchema>;

/** DocumentGroupsResultsIds: the member document ids of each group asked for. */
export const coreFormsDocumentGroupResultsIdsSchema = z
  .array(z.object({ documentGroupId: z.uuid(), documentIds: z.array(z.uuid()) }))
  .meta({ id: 'CoreFormsDocumentGroupResultsIds' });

export const coreFormsDocumentGroupPdfBodySchema = z
  .object({ id: z.uuid() })
  .meta({ id: 'CoreFormsDocumentGroupPdfRequest' });
export type CoreFormsDocumentGroupPdfRequest = z.infer<typeof coreFormsDocumentGroupPdfBodySchema>;

/** PUT DocumentGroups/upload: a scanned packet standing for the whole group. */
export const coreFormsDocumentGroupUploadFieldsSchema = z.object({
  PatientId: z.uuid(),
  FormGroupId: z.uuid(),
  EffectiveDate: coreFormsInstantInputSchema.optional(),
  EpisodeOfCareId: z.uuid().optional(),
  Status: coreFormsDocumentStatusSchema.default('Draft'),
});
export const coreFormsDocumentGroupUploadSchema = coreFormsDocumentGroupUploadFieldsSchema.extend({
  File: coreFormsFilePartSchema,
});

export const coreFormsDocumentGroupUploadPatchFieldsSchema = z.object({
  id: z.uuid(),
  EffectiveDate: coreFormsInstantInputSchema.optional(),
  Status: coreFormsDocumentStatusSchema.optional(),
  FormGroupId: z.uuid().optional(),
  UnlockReason: coreFormsUnlockReasonSchema.optional(),
});
export const coreFormsDocumentGroupUploadPatchSchema = coreFormsDocumentGroupUploadPatchFieldsSchema.extend({
  File: coreFormsFilePartSchema.optional(),
});
