import { isRecord } from '../../validation/isRecord';
import type { DiagnosisRow } from './diagnosisRows';

/** The rows of a PatientDiagnosisCodes value added in the form alone: they carry no chart id. */
export function formOnlyDiagnosisRows(value: unknown): DiagnosisRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (row): row is DiagnosisRow => isRecord(row) && (row.id === null || row.id === undefined),
  );
}
