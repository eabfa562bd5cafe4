import { describe, expect, it } from 'vitest';
import { getCatalogueEntry } from '../../catalogue/catalogueRegistry';
import { activeMedicationTypesOf, toActiveMedicationRow } from './activeMedicationRows';
import { prnOrder, scheduledOrder } from './chartRecords.testing';

describe('toActiveMedicationRow', () => {
  it('gives a scheduled order its dates, times and weekdays', () => {
    expect(toActiveMedicationRow(scheduledOrder)).toEqual({
      id: 'sch-1',
      type: 'SCH',
      medicationLabel: 'Sertraline 50 mg tablet — 1 tablet, Oral',
      instructions: 'With breakfast',
      dateRange: { startDate: '2024-05-01', endDate: null, untilDischarge: true },
      times: ['08:00'],
      frequency: { frequency: 'DaysOfWeek', intervalAmount: null, days: ['monday', 'thursday'] },
    });
  });

  it('gives an as-needed order its start and stop dates and no schedule', () => {
    expect(toActiveMedicationRow(prnOrder)).toEqual({
      id: 'prn-1',
      type: 'PRN',
      medicationLabel: 'Ibuprofen — 400 mg',
      instructions: 'For pain',
      dateRange: { startDate: '2024-05-01', endDate: '2024-05-10' },
      times: [],
      frequency: null,
    });
  });

  it("gives the catalogue's ActiveMedications value shape", () => {
    const rows = [scheduledOrder, prnOrder].map(toActiveMedicationRow);
    expect(getCatalogueEntry('ActiveMedications', 1)?.valueSchema?.safeParse(rows).success).toBe(true);
  });
});

describe('activeMedicationTypesOf', () => {
  it('shows both types unless the type property names one', () => {
    expect(activeMedicationTypesOf({})).toEqual({ sch: true, prn: true });
    expect(activeMedicationTypesOf({ type: 'both' })).toEqual({ sch: true, prn: true });
    expect(activeMedicationTypesOf({ type: 'sch' })).toEqual({ sch: true, prn: false });
    expect(activeMedicationTypesOf({ type: 'prn' })).toEqual({ sch: false, prn: true });
  });
});
