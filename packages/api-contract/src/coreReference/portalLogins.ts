import { z } from 'zod';

export const coreReferencePortalLanguages = ['en', 'es'] as const;

export const coreReferencePortalLoginSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    language: z.string(),
    createdAt: z.string(),
    patients: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
  })
  .meta({ id: 'CoreReferencePortalLogin' });
export type CoreReferencePortalLogin = z.infer<typeof coreReferencePortalLoginSchema>;

const loginFields = {
  email: z.string().trim().toLowerCase().pipe(z.email()),
  language: z.enum(coreReferencePortalLanguages),
  /** The patients this login may act for (at least one). */
  patientIds: z.array(z.uuid()).min(1).max(50),
};

export const coreReferencePortalLoginCreateSchema = z
  .object({ ...loginFields, language: loginFields.language.default('en') })
  .meta({ id: 'CoreReferencePortalLoginCreate' });
export type CoreReferencePortalLoginCreate = z.infer<typeof coreReferencePortalLoginCreateSchema>;

export const coreReferencePortalLoginPatchSchema = z
  .object(loginFields)
  .partial()
  .meta({ id: 'CoreReferencePortalLoginPatch' });
export type CoreReferencePortalLoginPatch = z.infer<typeof coreReferencePortalLoginPatchSchema>;
