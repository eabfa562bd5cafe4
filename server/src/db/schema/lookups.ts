import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

/** The lookup kinds of forms.md section 7 ("Lookups") plus the portal's catalogs. */
export const lookupKinds = [
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
export type LookupKind = (typeof lookupKinds)[number];

/** Every lookup list in one table: each item is a name with an optional code and extra fields. */
export const lookupItems = pgTable(
  'lookup_items',
  {
    id: idColumn(),
    kind: text('kind', { enum: lookupKinds }).notNull(),
    name: text('name').notNull(),
    code: text('code'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Kind-specific fields, e.g. a diagnosis status colour or a vital sign's unit. */
    extra: jsonb('extra').notNull().default({}),
  },
  (t) => [index('lookup_items_kind_idx').on(t.kind, t.sortOrder)],
);
