import { describe, expect, it } from 'vitest';
import { toActiveMedicationRow } from './chart/activeMedicationRows';
import {
  diagnosisCode,
  marRecord,
  penicillinAllergy,
  prnOrder,
  scheduledOrder,
  vitalRecords,
} from './chart/chartRecords.testing';
import { chartSnapshotOf } from './chartSnapshot';

describe('chartSnapshotOf', () => {
  it("maps every list to the sections' value shapes", () => {
    const chart = chartSnapshotOf({
      allergies: [penicillinAllergy],
      vitalRecords,
      diagnosisCodes: [diagnosisCode('b', 'Z63.0', 'Primary'), diagnosisCode('a', 'F32.9', 'Secondary')],
      medicationAdministrations: [marRecord],
      scheduledMedications: [scheduledOrder],
      prnMedications: [prnOrder],
    });
    expect(chart.allergies).toEqual([expect.objectContaining({ allergen: 'Penicillin' })]);
    expect(chart.vitalRecords.map((row) => [row.id, row.dateTime, row.items.length])).toEqual([
      ['vital-new', '2024-05-02T09:00:00.000Z', 1],
      ['vital-old', '2024-05-01T09:00:00.000Z', 1],
    ]);
    // Sorted as the section lists them: category first.
    expect(chart.diagnosisCodes.map((row) => row.id)).toEqual(['b', 'a']);
    expect(chart.medicationAdministrations).toEqual([expect.objectContaining({ id: 'mar-1' })]);
    expect(chart.activeMedications).toEqual([scheduledOrder, prnOrder].map(toActiveMedicationRow));
  });

  it('gives an empty list for the records it was not given', () => {
    expect(chartSnapshotOf({})).toEqual({
      allergies: [],
      vitalRecords: [],
      diagnosisCodes: [],
      medicationAdministrations: [],
      activeMedications: [],
    });
  });
});
