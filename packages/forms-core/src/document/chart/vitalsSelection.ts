import { isRecord } from '../../validation/isRecord';
import { type ChartVitalRow, sameVitalRecord, type VitalRow, vitalRowOf } from './vitalRows';

/**
 * The vital records a PatientVitals component shows, each as the chart has it now. Which records
 * is the choice the stored value expresses, as the field's picker reads it: one record of the
 * chart alone, otherwise All. No choice yet (no list, or an empty one, which only a chart without
 * records produced) takes the default of forms.md section 4: the latest record, otherwise All.
 */
export function chosenVitalRows(
  value: unknown,
  records: readonly ChartVitalRow[],
  version: number,
): VitalRow[] {
  const rows = records.map((record) => vitalRowOf(record, version));
  if (!Array.isArray(value) || value.length === 0) return rows.slice(0, 1);
  const [only] = value;
  if (value.length === 1 && isRecord(only)) {
    const index = records.findIndex((record) => sameVitalRecord(only as VitalRow, record));
    if (index >= 0) return [rows[index]!];
  }
  return rows;
}
