import type { CoreReferenceLookupKind } from '@clinic/api-contract';

/** The lists whose names read differently from their kind. */
const labels: Partial<Record<CoreReferenceLookupKind, string>> = {
  UrStatus: 'UR statuses',
  AllergySeverity: 'Allergy severities',
  LevelOfCare: 'Levels of care',
  NutritionCategory: 'Nutrition categories',
  UrReviewType: 'UR review types',
  Relationships: 'Relationships',
  CaseRoles: 'Case roles',
  Sexes: 'Sexes',
  PayerTypes: 'Payer types',
  Menus: 'Form menus',
  State: 'States',
  Gender: 'Genders',
  Race: 'Races',
  Language: 'Languages',
  Allergen: 'Allergens',
  Reaction: 'Reactions',
  VitalSign: 'Vital signs',
  UnitOfMeasurement: 'Units of measurement',
  MedicationRoute: 'Medication routes',
  InsuranceCompany: 'Insurance companies',
  Ethnicity: 'Ethnicities',
  MaritalStatus: 'Marital statuses',
  DiagnosisCodeStatus: 'Diagnosis code statuses',
  ScheduleEventStatus: 'Schedule event statuses',
  TaxonomySpecialty: 'Taxonomy specialties',
};

/** "AllergyType" -> "Allergy types": a list's name as staff read it. */
export function lookupKindLabel(kind: CoreReferenceLookupKind): string {
  const own = labels[kind];
  if (own) return own;
  const words = kind.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}s`;
}
