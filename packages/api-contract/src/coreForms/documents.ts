import { z } from 'zod';
import { isoDateSchema } from '../common/calendarDates';
import { fieldErrorCodeSchema } from '../common/errorReply';
import { pageRequestSchema } from '../common/paging';
import { coreReferenceDocumentCollectionsSchema } from '../coreReference/collections';
import {
  coreFormsCategorySchema,
  coreFormsFilePartSchema,
  coreFormsInstantInputSchema,
  coreFormsOptionalBody,
  coreFormsPersonSchema,
  coreFormsResultsSchema,
  coreFormsStoredFileSchema,
} from './common';
import {
  coreFormsDocumentContextSchema,
  coreFormsIgnoredComponentIdsSchema,
  coreFormsOneTimeValuesSchema,
} from './preparedDocument';
import { coreFormsScoreDetailsSchema } from './scoreDetails';

/** New documents start as Draft; a Completed document is locked until reverted with a reason. */
export const coreFormsDocumentStatuses = ['Draft', 'Completed'] as const;
export const coreFormsDocumentStatusSchema = z.enum(coreFormsDocumentStatuses);
export type CoreFormsDocumentStatus = z.infer<typeof coreFormsDocumentStatusSchema>;

/** A document (submission), every field of forms.md section 3. */
export const coreFormsDocumentSchema = z
  .object({
    id: z.uuid(),
    formId: z.uuid(),
    formName: z.string(),
    versionId: z.uuid(),
    patientId: z.uuid(),
    episodeOfCareId: z.uuid().nullable(),
    status: z.string(),
    mode: z.string(),
    results: coreFormsResultsSchema,
    documentGroupId: z.uuid().nullable(),
    groupSessionId: z.uuid().nullable(),
    bakedLayout: z.unknown(),
    score: z.string().nullable(),
    /** A score set by hand: the reason given, when, and who (named as they were then). */
    scoreReason: z.string().nullable(),
    scoreSetAt: z.string().nullable(),
    scoreSetById: z.uuid().nullable(),
    scoreSetByName: z.string().nullable(),
    /** The declarative score as completed (instruments): scales, bands, alerts; null otherwise. */
    scoreDetails: coreFormsScoreDetailsSchema.nullable(),
    effectiveDate: z.string().nullable(),
    nextReviewDate: z.string().nullable(),
    parentDocumentId: z.uuid().nullable(),
    scheduleEventId: z.uuid().nullable(),
    scheduleEventParticipantId: z.uuid().nullable(),
    notes: z.string(),
    unlockReason: z.string().nullable(),
    totalSignatures: z.number().int(),
    completedSignatures: z.number().int(),
    attachForm: z.boolean(),
    file: coreFormsStoredFileSchema.nullable(),
    sharedWithPortal: z.boolean(),
    sharedAt: z.string().nullable(),
    sharedById: z.uuid().nullable(),
    createdBy: coreFormsPersonSchema.nullable(),
    completedAt: z.string().nullable(),
    /** Send it back with the next save: a save naming an older value is refused with 409. */
    rowVersion: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ignoredComponentIds: coreFormsIgnoredComponentIdsSchema,
  })
  .meta({ id: 'CoreFormsDocument' });
export type CoreFormsDocument = z.infer<typeof coreFormsDocumentSchema>;

/** A document in episode lists: no results, so a long history stays light. */
export const coreFormsDocumentListItemSchema = z
  .object({
    id: z.uuid(),
    formId: z.uuid(),
    formName: z.string(),
    category: coreFormsCategorySchema,
    versionId: z.uuid(),
    patientId: z.uuid(),
    episodeOfCareId: z.uuid().nullable(),
    documentGroupId: z.uuid().nullable(),
    status: z.string(),
    score: z.string().nullable(),
    effectiveDate: z.string().nullable(),
    hasFile: z.boolean(),
    sharedWithPortal: z.boolean(),
    createdBy: coreFormsPersonSchema.nullable(),
    completedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CoreFormsDocumentListItem' });
export type CoreFormsDocumentListItem = z.infer<typeof coreFormsDocumentListItemSchema>;

/** The document picker's value (forms.md section 3, "Document picker"). */
export const coreFormsPickedDocumentSchema = z
  .object({
    id: z.uuid(),
    status: z.string(),
    versionId: z.uuid(),
    createdAt: z.string(),
    createdBy: coreFormsPersonSchema.nullable(),
    mode: z.string(),
    results: coreFormsResultsSchema,
    score: z.string().nullable(),
    effectiveDate: z.string().nullable(),
  })
  .meta({ id: 'CoreFormsPickedDocument' });
export type CoreFormsPickedDocument = z.infer<typeof coreFormsPickedDocumentSchema>;

/** GetDetailed: the document with its form, the version content it was filled on, patient and author. */
export const coreFormsDetailedDocumentSchema = z
  .object({
    document: coreFormsDocumentSchema,
    form: z.object({
      id: z.uuid(),
      name: z.string(),
      category: coreFormsCategorySchema,
      documentInstructions: z.string(),
    }),
    version: z.object({ id: z.uuid(), name: z.string(), content: z.unknown() }),
    patient: z.object({
      id: z.uuid(),
      firstName: z.string(),
      middleName: z.string(),
      lastName: z.string(),
      fullName: z.string(),
      mrn: z.string(),
      dateOfBirth: z.string(),
    }),
    /** The episode it belongs to, for the EOC number forms may show (null for a patient-level document). */
    episodeOfCare: z.object({ id: z.uuid(), number: z.string() }).nullable(),
    createdBy: coreFormsPersonSchema.nullable(),
    /** The collections the version's content references, for the form's scope. */
    collections: coreReferenceDocumentCollectionsSchema,
    context: coreFormsDocumentContextSchema,
    oneTimeValues: coreFormsOneTimeValuesSchema,
  })
  .meta({ id: 'CoreFormsDetailedDocument' });
export type CoreFormsDetailedDocument = z.infer<typeof coreFormsDetailedDocumentSchema>;

const optionalId = z.uuid().nullable().optional();

/** The fields a save may change (all optional: only what is sent changes). */
const editableFields = {
  results: coreFormsResultsSchema.optional(),
  effectiveDate: coreFormsInstantInputSchema.nullable().optional(),
  nextReviewDate: isoDateSchema.nullable().optional(),
  notes: z.string().max(20_000).optional(),
  attachForm: z.boolean().optional(),
  bakedLayout: z.unknown().optional(),
  scheduleEventId: optionalId,
  scheduleEventParticipantId: optionalId,
  groupSessionId: optionalId,
  parentDocumentId: optionalId,
};

/** PATCH Documents/{id} and {id}/SaveAndComplete: the changes plus the rowVersion last read. */
export const coreFormsDocumentSaveSchema = z
  .object({ rowVersion: z.number().int().min(1), ...editableFields })
  .meta({ id: 'CoreFormsDocumentSave' });
export type CoreFormsDocumentSave = z.infer<typeof coreFormsDocumentSaveSchema>;

/** PUT Documents, PUT Documents/{id} and CreateAndComplete. */
export const coreFormsDocumentCreateSchema = z
  .object({
    formId: z.uuid(),
    /** Default: the form's official version. */
    versionId: z.uuid().optional(),
    patientId: z.uuid(),
    episodeOfCareId: z.uuid().nullable().optional(),
    documentGroupId: z.uuid().nullable().optional(),
    ...editableFields,
  })
  .meta({ id: 'CoreFormsDocumentCreate' });
export type CoreFormsDocumentCreate = z.infer<typeof coreFormsDocumentCreateSchema>;

/** Unlocking a completed document takes a reason (forms.md section 4). */
export const coreFormsUnlockReasonSchema = z
  .string()
  .trim()
  .min(1, 'Please give the reason for unlocking this document.')
  .max(2000);

/** RevertComplete unlocks a completed document: the reason is kept on the document. */
export const coreFormsRevertCompleteSchema = z
  .object({ unlockReason: coreFormsUnlockReasonSchema, rowVersion: z.number().int().min(1).optional() })
  .meta({ id: 'CoreFormsRevertComplete' });

/** Why a score is set by hand: required, kept on the document beside the score. */
export const coreFormsScoreReasonSchema = z
  .string()
  .trim()
  .min(1, 'Please give the reason for setting the score.')
  .max(2000);

export const coreFormsSetScoreSchema = z
  .object({
    score: z.string().trim().max(100).nullable(),
    reason: coreFormsScoreReasonSchema,
    rowVersion: z.number().int().min(1).optional(),
  })
  .meta({ id: 'CoreFormsSetScore' });
export type CoreFormsSetScore = z.infer<typeof coreFormsSetScoreSchema>;

export const coreFormsShareSchema = z.object({ shared: z.boolean() }).meta({ id: 'CoreFormsShare' });

/** BulkComplete: each document is validated; valid ones are completed, the others reported. */
export const coreFormsBulkCompleteReplySchema = z
  .object({
    completed: z.array(z.uuid()),
    failed: z.array(
      z.object({
        id: z.uuid(),
        messages: z.array(z.string()),
        fieldErrors: z.record(z.string(), z.array(z.string())),
        fieldErrorCodes: z.record(z.string(), z.array(fieldErrorCodeSchema)),
      }),
    ),
  })
  .meta({ id: 'CoreFormsBulkCompleteReply' });
export type CoreFormsBulkCompleteReply = z.infer<typeof coreFormsBulkCompleteReplySchema>;

/** POST Documents/ByEoc and ByEocAndCategory: a page, newest first, optionally filtered. */
export const coreFormsDocumentListBodySchema = coreFormsOptionalBody(
  pageRequestSchema
    .extend({
      status: z.string().trim().min(1).max(50).optional(),
      formId: z.uuid().optional(),
    })
    .meta({ id: 'CoreFormsDocumentListRequest' }),
);

export const coreFormsEpisodeCategoryParamsSchema = z.object({
  eocId: z.uuid(),
  category: coreFormsCategorySchema,
});
export const coreFormsEpisodeFormParamsSchema = z.object({ eocId: z.uuid(), formId: z.uuid() });

/** A download link of one file, valid for five minutes; open it without the bearer header. */
export const coreFormsDownloadTokenSchema = z
  .object({ token: z.string(), url: z.string(), expiresAt: z.string() })
  .meta({ id: 'CoreFormsDownloadToken' });
export type CoreFormsDownloadToken = z.infer<typeof coreFormsDownloadTokenSchema>;

export const coreFormsDownloadParamsSchema = z.object({ token: z.string().min(1).max(100), id: z.uuid() });

const multipartBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
const multipartStatus = coreFormsDocumentStatusSchema;

/** PUT Documents/upload: a scanned document (multipart fields, spelled as the spec writes them). */
export const coreFormsDocumentUploadFieldsSchema = z.object({
  PatientId: z.uuid(),
  FormId: z.uuid(),
  EffectiveDate: coreFormsInstantInputSchema.optional(),
  EpisodeOfCareId: z.uuid().optional(),
  Status: multipartStatus.default('Draft'),
  ScheduleEventId: z.uuid().optional(),
  AttachForm: multipartBoolean.default(false),
  /** The new document's id, when the client chose it. */
  id: z.uuid().optional(),
});
export const coreFormsDocumentUploadSchema = coreFormsDocumentUploadFieldsSchema.extend({
  File: coreFormsFilePartSchema,
});

/** PATCH Documents/upload: replace the file or change the fields of uploaded document `id`. */
export const coreFormsDocumentUploadPatchFieldsSchema = z.object({
  id: z.uuid(),
  EffectiveDate: coreFormsInstantInputSchema.optional(),
  Status: multipartStatus.optional(),
  FormId: z.uuid().optional(),
  /** Required when the document is completed (locked). */
  UnlockReason: coreFormsUnlockReasonSchema.optional(),
  /** The rowVersion last read; when sent, a stale one is refused with 409. */
  RowVersion: z.coerce.number().int().min(1).optional(),
});
export const coreFormsDocumentUploadPatchSchema = coreFormsDocumentUploadPatchFieldsSchema.extend({
  File: coreFormsFilePartSchema.optional(),
});
