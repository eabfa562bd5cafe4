import type { CoreClinicalMarRecord } from '@clinic/api-contract';
import type { Queryable } from '../../../../db/database';
import type { marRecords } from '../../../../db/schema';
import { loadMedicationRefs } from '../medications/toMedicationDtos';
import { toIsoInstant } from '../shared/isoInstant';
import { loadLookups, namedRef } from '../shared/lookupRefs';
import { loadStaffNames } from '../shared/staffNames';

type MarRow = typeof marRecords.$inferSelect;

/** Rows with their medication, unit, route and giver's name, in three queries. */
export async function toMarRecordDtos(
  db: Queryable,
  rows: readonly MarRow[],
): Promise<CoreClinicalMarRecord[]> {
  const meds = await loadMedicationRefs(
    db,
    rows.map((r) => r.medicationId),
  );
  const lookups = await loadLookups(
    db,
    rows.flatMap((r) => [r.unitOfMeasurementId, r.medicationRouteId]),
  );
  const names = await loadStaffNames(
    db,
    rows.map((r) => r.givenById),
  );
  return rows.map((row) => ({
    id: row.id,
    patientId: row.patientId,
    episodeOfCareId: row.episodeOfCareId,
    dateTime: toIsoInstant(row.dateTime),
    status: row.status,
    type: row.type,
    medication: (row.medicationId && meds.get(row.medicationId)) || null,
    dosageAmount: row.dosageAmount,
    unitOfMeasurement: namedRef(lookups, row.unitOfMeasurementId),
    medicationRoute: namedRef(lookups, row.medicationRouteId),
    givenById: row.givenById,
    givenBy: (row.givenById && names.get(row.givenById)) || null,
    signedBy: row.signedBy,
    notes: row.notes,
    signature: row.signature,
    createdAt: toIsoInstant(row.createdAt),
    updatedAt: toIsoInstant(row.updatedAt),
  }));
}
