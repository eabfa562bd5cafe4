import { z } from 'zod';

/** A form version (forms.md section 3): name, content with dependencies, hasResults. */
export const coreFormsVersionSchema = z
  .object({
    id: z.uuid(),
    formId: z.uuid(),
    name: z.string(),
    /** forms-core FormContent. */
    content: z.unknown(),
    dependencies: z.record(z.string(), z.unknown()),
    /** A document was filled against it: changing its content makes a new version instead. */
    hasResults: z.boolean(),
    /** The form's official version. */
    isCurrent: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CoreFormsVersion' });
export type CoreFormsVersion = z.infer<typeof coreFormsVersionSchema>;

export const coreFormsVersionSummarySchema = coreFormsVersionSchema
  .omit({ content: true, dependencies: true })
  .meta({ id: 'CoreFormsVersionSummary' });
export type CoreFormsVersionSummary = z.infer<typeof coreFormsVersionSummarySchema>;

const name = z.string().trim().min(1, 'The name is required.').max(200);
const dependencies = z.record(z.string(), z.unknown());

export const coreFormsVersionCreateSchema = z
  .object({
    formId: z.uuid(),
    name,
    content: z.unknown(),
    dependencies: dependencies.default({}),
    /** Make it the official version at once (default true: the builder selects what it saved). */
    makeCurrent: z.boolean().default(true),
  })
  .meta({ id: 'CoreFormsVersionCreate' });
export type CoreFormsVersionCreate = z.infer<typeof coreFormsVersionCreateSchema>;

export const coreFormsVersionPatchSchema = z
  .object({ name, content: z.unknown(), dependencies })
  .partial()
  .meta({ id: 'CoreFormsVersionPatch' });
export type CoreFormsVersionPatch = z.infer<typeof coreFormsVersionPatchSchema>;

export const coreFormsVersionDependenciesSchema = z
  .object({ dependencies })
  .meta({ id: 'CoreFormsVersionDependencies' });

/**
 * What a version save did (forms.md section 4): a version with results whose content changed
 * became a new version, selected and official; otherwise the version was updated in place.
 */
export const coreFormsVersionSaveReplySchema = z
  .object({
    outcome: z.enum(['update-in-place', 'create-new-version']),
    version: coreFormsVersionSchema,
  })
  .meta({ id: 'CoreFormsVersionSaveReply' });
export type CoreFormsVersionSaveReply = z.infer<typeof coreFormsVersionSaveReplySchema>;

export const coreFormsFormIdParamsSchema = z.object({ formId: z.uuid() });
