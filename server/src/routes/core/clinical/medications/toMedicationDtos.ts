import type { CoreClinicalMedication, CoreClinicalMedicationRef } from '@clinic/api-contract';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { medications } from '../../../../db/schema';
import { loadLookups, namedRef } from '../shared/lookupRefs';

type MedicationRow = typeof medications.$inferSelect;

export const medicationLabel = (row: { name: string; strength: string }) =>
  row.strength ? `${row.name} ${row.strength}` : row.name;

export async function toMedicationDtos(
  db: Queryable,
  rows: readonly MedicationRow[],
): Promise<CoreClinicalMedication[]> {
  const lookups = await loadLookups(
    db,
    rows.flatMap((row) => [row.defaultRouteId, row.defaultUnitId]),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    strength: row.strength,
    label: medicationLabel(row),
    defaultRoute: namedRef(lookups, row.defaultRouteId),
    defaultUnit: namedRef(lookups, row.defaultUnitId),
  }));
}

/** The medications rows point at, by id (inactive ones too: old records keep their names). */
export async function loadMedicationRefs(
  db: Queryable,
  ids: ReadonlyArray<string | null>,
): Promise<ReadonlyMap<string, CoreClinicalMedicationRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(medications).where(inArray(medications.id, wanted));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, strength: row.strength }]));
}
