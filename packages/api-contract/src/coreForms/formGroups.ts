import { z } from 'zod';
import { coreFormsCategorySchema } from './common';

/** A named set of forms filled together as one document group. */
export const coreFormsFormGroupSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    formIds: z.array(z.uuid()),
    /** The member forms in formIds order (deleted forms left out). */
    forms: z.array(z.object({ id: z.uuid(), name: z.string(), category: coreFormsCategorySchema })),
    createdAt: z.string(),
  })
  .meta({ id: 'CoreFormsFormGroup' });
export type CoreFormsFormGroup = z.infer<typeof coreFormsFormGroupSchema>;

const fields = {
  name: z.string().trim().min(1, 'The name is required.').max(200),
  formIds: z.array(z.uuid()).min(1, 'Choose at least one form.').max(100),
};

export const coreFormsFormGroupCreateSchema = z.object(fields).meta({ id: 'CoreFormsFormGroupCreate' });
export type CoreFormsFormGroupCreate = z.infer<typeof coreFormsFormGroupCreateSchema>;

export const coreFormsFormGroupPatchSchema = z
  .object(fields)
  .partial()
  .meta({ id: 'CoreFormsFormGroupPatch' });
export type CoreFormsFormGroupPatch = z.infer<typeof coreFormsFormGroupPatchSchema>;
