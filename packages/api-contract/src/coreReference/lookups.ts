import { z } from 'zod';
import { pageRequestSchema } from '../common/paging';

/**
 * Every lookup list (forms.md sections 3 and 7) plus the portal's insurance companies and the
 * vital-sign catalogue. Each is read with POST api/core/{kind}.
 */
export const coreReferenceLookupKinds = [
  'Menus',
  'LevelOfCare',
  'UrStatus',
  'Gender',
  'MaritalStatus',
  'State',
  'AllergyType',
  'AllergySeverity',
  'Relationships',
  'CaseRoles',
  'DiagnosisCodeStatus',
  'NutritionCategory',
  'NutritionMeal',
  'Allergen',
  'Reaction',
  'UrReviewType',
  'InsuranceCoverage',
  'MedicationRoute',
  'UnitOfMeasurement',
  'Sexes',
  'TaxonomySpecialty',
  'TaxonomyType',
  'EntityType',
  'PayerTypes',
  'ScheduleEventType',
  'ScheduleEventStatus',
  'Race',
  'Ethnicity',
  'Language',
  'PredefinedProtocol',
  'InsuranceCompany',
  'VitalSign',
] as const;
export const coreReferenceLookupKindSchema = z.enum(coreReferenceLookupKinds);
export type CoreReferenceLookupKind = z.infer<typeof coreReferenceLookupKindSchema>;

export const coreReferenceLookupItemSchema = z
  .object({
    id: z.uuid(),
    kind: coreReferenceLookupKindSchema,
    name: z.string(),
    code: z.string().nullable(),
    sortOrder: z.number().int(),
    /** Kind-specific fields, e.g. a diagnosis status `color` or a vital sign's `unit`. */
    extra: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'CoreReferenceLookupItem' });
export type CoreReferenceLookupItem = z.infer<typeof coreReferenceLookupItemSchema>;

/**
 * A page of a list; `searchPhrase` (optional) matches the name or code, ignoring case. Also used
 * as a query string, so it stays unnamed (a named component cannot describe query parameters).
 */
export const coreReferenceListQuerySchema = pageRequestSchema.extend({
  searchPhrase: z.string().trim().max(200).optional(),
});
export type CoreReferenceListQuery = z.infer<typeof coreReferenceListQuerySchema>;

export const coreReferenceLookupKindParamsSchema = z.object({ kind: coreReferenceLookupKindSchema });
export const coreReferenceLookupItemParamsSchema = z.object({
  kind: coreReferenceLookupKindSchema,
  id: z.uuid(),
});

const lookupItemFields = {
  name: z.string().trim().min(1).max(200),
  code: z.string().trim().max(50).nullable(),
  sortOrder: z.number().int().min(0).max(1_000_000),
  extra: z.record(z.string(), z.unknown()),
};

export const coreReferenceLookupItemCreateSchema = z
  .object({
    name: lookupItemFields.name,
    code: lookupItemFields.code.optional(),
    /** Default: after the last item of the list. */
    sortOrder: lookupItemFields.sortOrder.optional(),
    extra: lookupItemFields.extra.optional(),
  })
  .meta({ id: 'CoreReferenceLookupItemCreate' });
export type CoreReferenceLookupItemCreate = z.infer<typeof coreReferenceLookupItemCreateSchema>;

export const coreReferenceLookupItemPatchSchema = z
  .object(lookupItemFields)
  .partial()
  .meta({ id: 'CoreReferenceLookupItemPatch' });
export type CoreReferenceLookupItemPatch = z.infer<typeof coreReferenceLookupItemPatchSchema>;
