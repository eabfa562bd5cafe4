import { z } from 'zod';
import { pageRequestSchema } from '../common/paging';
import { coreFormsCategorySchema, coreFormsFilePartSchema, coreFormsOptionalBody } from './common';

/** A form (forms.md section 3): its settings and the content of its official version. */
export const coreFormsFormSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    menuId: z.uuid().nullable(),
    category: coreFormsCategorySchema,
    documentInstructions: z.string(),
    showInOmt: z.boolean(),
    /** The official version ("current"); new documents are filled against it. */
    currentVersionId: z.uuid().nullable(),
    /** forms-core FormContent of the official version; null while the form has none. */
    content: z.unknown(),
    scoringInstructions: z
      .object({ fileName: z.string(), sizeBytes: z.number().int(), uploadedAt: z.string() })
      .nullable(),
    lastEditTime: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CoreFormsForm' });
export type CoreFormsForm = z.infer<typeof coreFormsFormSchema>;

/** A form in lists: no content. */
export const coreFormsFormSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    menuId: z.uuid().nullable(),
    category: coreFormsCategorySchema,
    showInOmt: z.boolean(),
    currentVersionId: z.uuid().nullable(),
    lastEditTime: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CoreFormsFormSummary' });
export type CoreFormsFormSummary = z.infer<typeof coreFormsFormSummarySchema>;

const name = z.string().trim().min(1, 'The name is required.').max(200);

const formSettings = {
  name,
  menuId: z.uuid().nullable(),
  category: coreFormsCategorySchema,
  documentInstructions: z.string().max(10_000),
  showInOmt: z.boolean(),
};

/** PUT Forms: a new form with its first version, which becomes official. */
export const coreFormsFormCreateSchema = z
  .object({
    ...formSettings,
    menuId: formSettings.menuId.optional(),
    category: formSettings.category.default('main'),
    documentInstructions: formSettings.documentInstructions.default(''),
    showInOmt: formSettings.showInOmt.default(false),
    /** forms-core FormContent; default an empty form. */
    content: z.unknown().optional(),
    versionName: name.default('Version 1'),
  })
  .meta({ id: 'CoreFormsFormCreate' });
export type CoreFormsFormCreate = z.infer<typeof coreFormsFormCreateSchema>;

/** PATCH Forms/{id}: any of the settings, or another of its versions made official. */
export const coreFormsFormPatchSchema = z
  .object({ ...formSettings, currentVersionId: z.uuid() })
  .partial()
  .meta({ id: 'CoreFormsFormPatch' });
export type CoreFormsFormPatch = z.infer<typeof coreFormsFormPatchSchema>;

export const coreFormsCategoryParamsSchema = z.object({ category: coreFormsCategorySchema });
export const coreFormsEocQuerySchema = z.object({ eocId: z.uuid().optional() });

/** POST Forms/{category}: a page of the category's forms, optionally filtered by name. */
export const coreFormsFormListBodySchema = coreFormsOptionalBody(
  pageRequestSchema
    .extend({ searchPhrase: z.string().trim().max(200).optional() })
    .meta({ id: 'CoreFormsFormListRequest' }),
);

/** PATCH Forms/{id}/last-edit-time: the builder marks the form as just edited (no body needed). */
export const coreFormsLastEditTimeSchema = z
  .object({ id: z.uuid(), lastEditTime: z.string() })
  .meta({ id: 'CoreFormsLastEditTime' });

/** PUT Forms/UploadScoringInstructions/{id}: multipart with one PDF in `File`. */
export const coreFormsScoringUploadSchema = z.object({ File: coreFormsFilePartSchema });
