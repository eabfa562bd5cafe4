import { describe, expect, it } from 'vitest';
import { getCatalogueEntry } from '../../catalogue/catalogueRegistry';
import { diagnosisCode } from './chartRecords.testing';
import { icdCodeLabel, sortDiagnosisRows, toDiagnosisRow } from './diagnosisRows';

describe('toDiagnosisRow', () => {
  it('keeps the code, its ICD code, status, dates and category', () => {
    const record = diagnosisCode('dx-1', 'F32.9', 'Secondary');
    expect(toDiagnosisRow(record)).toEqual({
      id: 'dx-1',
      icdCode: record.icdCode,
      code: 'F32.9 - Description of F32.9',
      description: '',
      status: { id: 'status-active', name: 'Active', color: '#2b8a3e' },
      resolvedBy: null,
      activeFrom: '2024-04-01',
      category: 'Secondary',
    });
    expect(
      getCatalogueEntry('PatientDiagnosisCodes', 1)?.valueSchema?.safeParse([toDiagnosisRow(record)]).success,
    ).toBe(true);
  });

  it('labels an ICD code "code - description"', () => {
    expect(icdCodeLabel({ code: 'F41.1', description: 'Generalized anxiety disorder' })).toBe(
      'F41.1 - Generalized anxiety disorder',
    );
  });
});

describe('sortDiagnosisRows', () => {
  it('sorts by category, then ICD code; rows without a category last', () => {
    const rows = [
      toDiagnosisRow(diagnosisCode('a', 'Z63.0', 'Tertiary')),
      { id: null, icdCode: 'A00.0', code: 'A00.0 - Cholera' },
      toDiagnosisRow(diagnosisCode('b', 'F41.1', 'Primary')),
      toDiagnosisRow(diagnosisCode('c', 'F32.9', 'Primary')),
    ];
    expect(sortDiagnosisRows(rows).map((row) => row.code?.slice(0, 5))).toEqual([
      'F32.9',
      'F41.1',
      'Z63.0',
      'A00.0',
    ]);
  });
});
