import { describe, expect, it } from 'vitest';
import { getCatalogueEntry } from '../../catalogue/catalogueRegistry';
import { vitalRecord, vitalRecords } from './chartRecords.testing';
import {
  enabledItems,
  sameVitalRecord,
  toChartVitalRow,
  toVitalRow,
  vitalRowCreator,
  vitalRowOf,
} from './vitalRows';

const [latest] = vitalRecords;

describe('toVitalRow', () => {
  it('keeps the id and effective date for v2, the date-time for v1, and only Enabled signs', () => {
    const pulse = { vitalSign: latest!.items[0]!.vitalSign, value: '72' };
    const user = { id: 'nurse-1', fullName: 'Nora Nurse' };
    expect(toVitalRow(latest!, 2)).toEqual({
      id: 'vital-new',
      effectiveDate: '2024-05-02T09:00:00.000Z',
      user,
      items: [pulse],
    });
    expect(toVitalRow(latest!, 1)).toEqual({ dateTime: '2024-05-02T09:00:00.000Z', user, items: [pulse] });
  });

  it('gives each version the same row as the chart snapshot holds', () => {
    const chartRow = toChartVitalRow(latest!);
    for (const version of [1, 2]) expect(vitalRowOf(chartRow, version)).toEqual(toVitalRow(latest!, version));
  });

  it("gives the catalogue's PatientVitals value shapes", () => {
    for (const version of [1, 2]) {
      const rows = vitalRecords.map((record) => toVitalRow(record, version));
      expect(getCatalogueEntry('PatientVitals', version)?.valueSchema?.safeParse(rows).success).toBe(true);
    }
  });

  it('keeps no creator for a record without one', () => {
    const row = toVitalRow({ ...vitalRecord('v', '2024-05-01T00:00:00.000Z', []), user: null }, 2);
    expect(vitalRowCreator(row)).toBeNull();
  });
});

describe('sameVitalRecord', () => {
  it('matches v2 rows by id and v1 rows by their date-time', () => {
    const [newer, older] = vitalRecords.map(toChartVitalRow);
    expect(sameVitalRecord({ id: 'vital-old' }, older!)).toBe(true);
    expect(sameVitalRecord({ id: 'vital-old', effectiveDate: newer!.effectiveDate }, newer!)).toBe(false);
    expect(sameVitalRecord({ dateTime: '2024-05-02T09:00:00.000Z' }, newer!)).toBe(true);
  });
});

describe('enabledItems', () => {
  it('hides signs disabled since the document was saved, keeps those without a status', () => {
    const row = {
      items: [
        { vitalSign: { name: 'Pulse', status: 'Enabled' }, value: 70 },
        { vitalSign: { name: 'Mood', status: 'Disabled' }, value: 'calm' },
        { vitalSign: { name: 'Weight' }, value: 150 },
      ],
    };
    expect(enabledItems(row).map((item) => item.vitalSign?.name)).toEqual(['Pulse', 'Weight']);
  });
});
