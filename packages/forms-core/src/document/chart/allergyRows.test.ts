import { describe, expect, it } from 'vitest';
import { getCatalogueEntry } from '../../catalogue/catalogueRegistry';
import { toAllergyRow } from './allergyRows';
import { kiwiAllergy, penicillinAllergy } from './chartRecords.testing';

describe('toAllergyRow', () => {
  it("keeps the lookups' names and the record's id", () => {
    expect(toAllergyRow(penicillinAllergy)).toEqual({
      allergyType: 'Drug',
      allergen: 'Penicillin',
      reaction: 'Hives',
      severity: 'Severe',
      allergyId: 'allergy-1',
    });
  });

  it('takes the typed-in allergen and reaction when no lookup item is named', () => {
    expect(toAllergyRow(kiwiAllergy)).toEqual({
      allergyType: null,
      allergen: 'Kiwi',
      reaction: 'Tingling lips',
      severity: null,
      allergyId: 'allergy-2',
    });
  });

  it("gives the catalogue's PatientAllergies value shape", () => {
    const rows = [penicillinAllergy, kiwiAllergy].map(toAllergyRow);
    expect(getCatalogueEntry('PatientAllergies', 1)?.valueSchema?.safeParse(rows).success).toBe(true);
  });
});
