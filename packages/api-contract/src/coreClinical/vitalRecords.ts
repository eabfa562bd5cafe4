import { z } from 'zod';
import {
  coreClinicalInstantSchema,
  coreClinicalScopeFields,
  coreClinicalScopeRequired,
  coreClinicalUserRefSchema,
} from './clinicalCommon';

/** A VitalSign lookup item; only status "Enabled" signs may be recorded. */
export const coreClinicalVitalSignSchema = z
  .object({ id: z.uuid(), name: z.string(), unit: z.string(), status: z.string() })
  .meta({ id: 'CoreClinicalVitalSign' });
export type CoreClinicalVitalSign = z.infer<typeof coreClinicalVitalSignSchema>;

export const coreClinicalVitalItemSchema = z
  .object({ vitalSign: coreClinicalVitalSignSchema, value: z.string() })
  .meta({ id: 'CoreClinicalVitalItem' });

/** One reading session: `dateTime` (v1 components) and `effectiveDate` (v2) are the same instant. */
export const coreClinicalVitalRecordSchema = z
  .object({
    id: z.uuid(),
    patientId: z.uuid(),
    episodeOfCareId: z.uuid().nullable(),
    dateTime: coreClinicalInstantSchema,
    effectiveDate: coreClinicalInstantSchema,
    user: coreClinicalUserRefSchema.nullable(),
    items: z.array(coreClinicalVitalItemSchema),
    createdAt: coreClinicalInstantSchema,
    updatedAt: coreClinicalInstantSchema,
    /** Set only on deleted records, which only ByEoc with includeDeleted=true lists. */
    deletedAt: coreClinicalInstantSchema.nullable(),
  })
  .meta({ id: 'CoreClinicalVitalRecord' });
export type CoreClinicalVitalRecord = z.infer<typeof coreClinicalVitalRecordSchema>;

/**
 * A reading: a number for the standard signs (checked by `checkVitalEntry`), any short text for a
 * clinic's own; `unit` (UCUM code or label, e.g. `Cel` or `°C`) when typed in another unit than
 * the sign's, which the server converts into the sign's.
 */
export const coreClinicalVitalItemInputSchema = z.object({
  vitalSignId: z.uuid(),
  value: z.union([z.string().trim().min(1).max(50), z.number().finite()]),
  unit: z.string().trim().max(20).optional(),
});

const vitalItemsInput = z.array(coreClinicalVitalItemInputSchema).min(1).max(50);

export const coreClinicalVitalRecordCreateSchema = z
  .object({
    ...coreClinicalScopeFields,
    effectiveDate: coreClinicalInstantSchema,
    items: vitalItemsInput,
  })
  .refine(coreClinicalScopeRequired.check, {
    message: coreClinicalScopeRequired.message,
    params: coreClinicalScopeRequired.params,
    path: ['episodeOfCareId'],
  })
  .meta({ id: 'CoreClinicalVitalRecordCreate' });
export type CoreClinicalVitalRecordCreate = z.infer<typeof coreClinicalVitalRecordCreateSchema>;

/** Items, when given, replace the record's items. */
export const coreClinicalVitalRecordPatchSchema = z
  .object({ effectiveDate: coreClinicalInstantSchema.optional(), items: vitalItemsInput.optional() })
  .meta({ id: 'CoreClinicalVitalRecordPatch' });
export type CoreClinicalVitalRecordPatch = z.infer<typeof coreClinicalVitalRecordPatchSchema>;

/** "A vitals query by episode of care id with a flag false": the flag is includeDeleted. */
export const coreClinicalVitalRecordsByEocQuerySchema = z.object({
  includeDeleted: z.enum(['true', 'false']).default('false'),
});
