import { describe, expect, it } from 'vitest';
import { auditC } from './instruments/auditC';
import { epds } from './instruments/epds';
import { instrumentScoring } from './instruments/instrumentModel';
import { phq9 } from './instruments/phq9';
import { measurementRows, scaleRange } from './measurementBasedCare';

const point = (date: string, total: number) => ({ documentId: date, date, total, band: null });

describe('measurementRows', () => {
  it('orders by date and measures change, response and remission from the first total', () => {
    const rows = measurementRows(
      [point('2026-03-01', 9), point('2026-01-01', 18), point('2026-02-01', 10)],
      5,
    );
    expect(rows.map((row) => [row.total, row.changeFromBaseline, row.response, row.remission])).toEqual([
      [18, null, null, false],
      [10, -8, false, false],
      [9, -9, true, false],
    ]);
  });

  it('counts a drop to exactly half as a response, and remission only below the threshold', () => {
    const rows = measurementRows([point('1', 10), point('2', 5), point('3', 4)], 5);
    expect(rows.map((row) => [row.response, row.remission])).toEqual([
      [null, false],
      [true, false],
      [true, true],
    ]);
  });

  it('has no response from a baseline of 0 and no remission without a threshold', () => {
    const rows = measurementRows([point('1', 0), point('2', 0)]);
    expect(rows[1]).toMatchObject({ changeFromBaseline: 0, response: false, remission: null });
    expect(measurementRows([])).toEqual([]);
  });
});

describe('scaleRange', () => {
  it('spans the lowest to the highest total of the published weights', () => {
    expect(scaleRange(instrumentScoring(phq9))).toEqual({ min: 0, max: 27 });
    expect(scaleRange(instrumentScoring(epds))).toEqual({ min: 0, max: 30 });
    expect(scaleRange(instrumentScoring(auditC))).toEqual({ min: 0, max: 12 });
  });

  it('is null for a scale the scoring does not have', () => {
    expect(scaleRange(instrumentScoring(phq9), 'clusterB')).toBeNull();
  });
});
