import { z } from 'zod';

export const coreClinicalIcdCodeSchema = z
  .object({ id: z.uuid(), code: z.string(), description: z.string() })
  .meta({ id: 'CoreClinicalIcdCode' });
export type CoreClinicalIcdCode = z.infer<typeof coreClinicalIcdCodeSchema>;

/** ICD-10-CM: a letter, two characters, then optionally a dot and up to four more (F32.9, F01.A11). */
export const coreClinicalIcdCodePattern = /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;

export const coreClinicalIcdCodeCreateSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(coreClinicalIcdCodePattern, 'Enter an ICD-10-CM code such as F32.9'),
    description: z.string().trim().min(1).max(500),
  })
  .meta({ id: 'CoreClinicalIcdCodeCreate' });
export type CoreClinicalIcdCodeCreate = z.infer<typeof coreClinicalIcdCodeCreateSchema>;

export const coreClinicalIcdCodePatchSchema = coreClinicalIcdCodeCreateSchema
  .partial()
  .meta({ id: 'CoreClinicalIcdCodePatch' });
export type CoreClinicalIcdCodePatch = z.infer<typeof coreClinicalIcdCodePatchSchema>;

/** An ICD search answers at most this many codes, best matches first. */
export const coreClinicalIcdSearchLimit = 50;
