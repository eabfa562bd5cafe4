import type { NamedRef } from './chartRefs';

/** An allergy as the chart gives it (the API's CoreClinicalAllergy is one). */
export interface AllergyRecord {
  id: string | number;
  allergyType: NamedRef | null;
  /** A lookup item, or null with `otherAllergen` typed in. */
  allergen: NamedRef | null;
  otherAllergen: string | null;
  reaction: NamedRef | null;
  otherReaction: string | null;
  severity: NamedRef | null;
}

/** An allergy as the document keeps it (the catalogue's PatientAllergies record). */
export interface AllergyRow {
  allergyType?: string | null;
  allergen?: string | null;
  reaction?: string | null;
  severity?: string | null;
  allergyId?: string | number | null;
}

/** Names are kept, not ids: the document shows what was recorded even if the lookups change. */
export function toAllergyRow(allergy: AllergyRecord): AllergyRow {
  return {
    allergyType: allergy.allergyType?.name ?? null,
    allergen: allergy.allergen?.name ?? allergy.otherAllergen,
    reaction: allergy.reaction?.name ?? allergy.otherReaction,
    severity: allergy.severity?.name ?? null,
    allergyId: allergy.id,
  };
}
