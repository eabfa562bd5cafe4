import { z } from 'zod';
import { pageRequestSchema } from '../common/paging';
import { coreClinicalNamedRefSchema, coreClinicalText } from './clinicalCommon';

/** A medication of the catalogue, with the route and unit the order modal proposes. */
export const coreClinicalMedicationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** e.g. "50 mg tablet". */
    strength: z.string(),
    /** Name and strength, as pickers show it. */
    label: z.string(),
    defaultRoute: coreClinicalNamedRefSchema.nullable(),
    defaultUnit: coreClinicalNamedRefSchema.nullable(),
  })
  .meta({ id: 'CoreClinicalMedication' });
export type CoreClinicalMedication = z.infer<typeof coreClinicalMedicationSchema>;

/** The medication picker's call: searchPhrase, page 0, pageSize 999, orderBy 'name'. */
export const coreClinicalMedicationSearchSchema = pageRequestSchema
  .extend({
    searchPhrase: z.string().max(200).default(''),
    pageSize: z.coerce.number().int().min(1).max(999).default(999),
    orderBy: z.enum(['name']).default('name'),
  })
  .meta({ id: 'CoreClinicalMedicationSearch' });
export type CoreClinicalMedicationSearch = z.infer<typeof coreClinicalMedicationSearchSchema>;

export const coreClinicalMedicationCreateSchema = z
  .object({
    name: coreClinicalText(200).min(1),
    strength: coreClinicalText(100).default(''),
    defaultRouteId: z.uuid().nullish(),
    defaultUnitId: z.uuid().nullish(),
  })
  .meta({ id: 'CoreClinicalMedicationCreate' });
export type CoreClinicalMedicationCreate = z.infer<typeof coreClinicalMedicationCreateSchema>;

export const coreClinicalMedicationPatchSchema = z
  .object({
    name: coreClinicalText(200).min(1).optional(),
    strength: coreClinicalText(100).optional(),
    defaultRouteId: z.uuid().nullish(),
    defaultUnitId: z.uuid().nullish(),
  })
  .meta({ id: 'CoreClinicalMedicationPatch' });
export type CoreClinicalMedicationPatch = z.infer<typeof coreClinicalMedicationPatchSchema>;

/** A medication as an order or administration row names it. */
export const coreClinicalMedicationRefSchema = z
  .object({ id: z.uuid(), name: z.string(), strength: z.string() })
  .meta({ id: 'CoreClinicalMedicationRef' });
export type CoreClinicalMedicationRef = z.infer<typeof coreClinicalMedicationRefSchema>;
