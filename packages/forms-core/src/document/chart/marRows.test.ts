import { describe, expect, it } from 'vitest';
import { getCatalogueEntry } from '../../catalogue/catalogueRegistry';
import { marRecord } from './chartRecords.testing';
import { dosageText, medicationName, toMarRow } from './marRows';

describe('toMarRow', () => {
  it("keeps what the administration table shows, in the catalogue's PatientMedications shape", () => {
    const row = toMarRow(marRecord);
    expect(row).toEqual({
      id: 'mar-1',
      dateTime: '2024-05-02T08:00:00.000Z',
      status: 'Given',
      type: 'SCH',
      medication: marRecord.medication,
      dosageAmount: '1',
      unitOfMeasurement: marRecord.unitOfMeasurement,
      medicationRoute: marRecord.medicationRoute,
      givenBy: 'Nora Nurse',
      signedBy: 'N. Nurse',
      notes: '',
      signature: null,
    });
    expect(getCatalogueEntry('PatientMedications', 1)?.valueSchema?.safeParse([row]).success).toBe(true);
  });
});

describe('medicationName and dosageText', () => {
  it('join the parts that are there', () => {
    expect(medicationName({ name: 'Sertraline', strength: '50 mg tablet' })).toBe('Sertraline 50 mg tablet');
    expect(medicationName({ name: 'Ibuprofen', strength: ' ' })).toBe('Ibuprofen');
    expect(medicationName(null)).toBeNull();
    expect(dosageText(1, { name: 'tablet' })).toBe('1 tablet');
    expect(dosageText(0, null)).toBe('0');
    expect(dosageText('', null)).toBeNull();
  });
});
