import { instrumentLibrary, instrumentScoring, scaleRange } from '@clinic/forms-core';
import { describe, expect, it } from 'vitest';
import { trendBands, trendSummary } from './trendChartModel';

describe('trendBands', () => {
  it("shades PHQ-9's bands edge to edge over 0–27, mildest to most severe", () => {
    const phq9 = instrumentLibrary.phq9;
    if (!phq9) throw new Error('PHQ-9 missing from the library');
    const scoring = instrumentScoring(phq9);
    const range = scaleRange(scoring) ?? { min: 0, max: 0 };
    const bands = trendBands(
      scoring.scales[0]?.bands ?? [],
      (code) => phq9.bandLabels[code]?.en ?? code,
      range,
    );
    expect(bands.map((band) => [band.label, band.from, band.to, band.color])).toEqual([
      ['Minimal', 0, 4.5, 'teal'],
      ['Mild', 4.5, 9.5, 'lime'],
      ['Moderate', 9.5, 14.5, 'yellow'],
      ['Moderately severe', 14.5, 19.5, 'orange'],
      ['Severe', 19.5, 27, 'red'],
    ]);
  });

  it('spreads fewer bands over the palette', () => {
    const bands = trendBands(
      [
        { min: 13, max: 30, code: 'probable' },
        { min: 0, max: 9, code: 'unlikely' },
        { min: 10, max: 12, code: 'possible' },
      ],
      (code) => code,
      { min: 0, max: 30 },
    );
    expect(bands.map((band) => [band.code, band.color])).toEqual([
      ['unlikely', 'teal'],
      ['possible', 'yellow'],
      ['probable', 'red'],
    ]);
  });
});

describe('trendSummary', () => {
  const describeAs = { date: (iso: string) => iso.slice(0, 10), band: (code: string) => code.toUpperCase() };

  it('reads the first and latest totals with their bands and the change', () => {
    const points = [
      { date: '2026-01-05T10:00:00Z', total: 18, band: 'ms' },
      { date: '2026-02-05T10:00:00Z', total: 12, band: 'mod' },
      { date: '2026-03-05T10:00:00Z', total: 7, band: 'mild' },
    ];
    expect(trendSummary('PHQ-9', points, describeAs)).toBe(
      'PHQ-9 total over time: 3 results, from 18 (MS) on 2026-01-05 to 7 (MILD) on 2026-03-05 (down 11).',
    );
  });

  it('says so for one result, a rise, no change and no results', () => {
    expect(trendSummary('AUDIT-C', [{ date: '2026-01-05', total: 4, band: null }], describeAs)).toBe(
      'AUDIT-C total over time: 1 result, 4 on 2026-01-05.',
    );
    const up = [
      { date: '2026-01-05', total: 4, band: null },
      { date: '2026-01-06', total: 6, band: null },
    ];
    expect(trendSummary('X', up, describeAs)).toContain('(up 2)');
    const same = [
      { date: '2026-01-05', total: 4, band: null },
      { date: '2026-01-06', total: 4, band: null },
    ];
    expect(trendSummary('X', same, describeAs)).toContain('(unchanged)');
    expect(trendSummary('X', [], describeAs)).toBe('X: no totals yet.');
  });
});
