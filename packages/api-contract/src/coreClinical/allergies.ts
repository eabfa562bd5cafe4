import { z } from 'zod';
import { coreClinicalInstantSchema, coreClinicalNamedRefSchema, coreClinicalText } from './clinicalCommon';

export const coreClinicalAllergySchema = z
  .object({
    id: z.uuid(),
    patientId: z.uuid(),
    allergyType: coreClinicalNamedRefSchema.nullable(),
    /** An Allergen lookup item, or null with `otherAllergen` typed in. */
    allergen: coreClinicalNamedRefSchema.nullable(),
    otherAllergen: z.string().nullable(),
    reaction: coreClinicalNamedRefSchema.nullable(),
    otherReaction: z.string().nullable(),
    severity: coreClinicalNamedRefSchema.nullable(),
    createdAt: coreClinicalInstantSchema,
    updatedAt: coreClinicalInstantSchema,
  })
  .meta({ id: 'CoreClinicalAllergy' });
export type CoreClinicalAllergy = z.infer<typeof coreClinicalAllergySchema>;

export const coreClinicalAllergyQuerySchema = z
  .object({ patientId: z.uuid() })
  .meta({ id: 'CoreClinicalAllergyQuery' });

const allergyFields = {
  allergyTypeId: z.uuid().nullish(),
  allergenId: z.uuid().nullish(),
  otherAllergen: coreClinicalText(200).nullish(),
  reactionId: z.uuid().nullish(),
  otherReaction: coreClinicalText(200).nullish(),
  severityId: z.uuid().nullish(),
};

/** An allergen is required: a lookup item or a typed-in other allergen, not both (same for reaction). */
export const coreClinicalAllergyCreateSchema = z
  .object({ patientId: z.uuid(), ...allergyFields })
  .meta({ id: 'CoreClinicalAllergyCreate' });
export type CoreClinicalAllergyCreate = z.infer<typeof coreClinicalAllergyCreateSchema>;

export const coreClinicalAllergyPatchSchema = z
  .object(allergyFields)
  .meta({ id: 'CoreClinicalAllergyPatch' });
export type CoreClinicalAllergyPatch = z.infer<typeof coreClinicalAllergyPatchSchema>;
