import type { CoreClinicalMedicationRef, CoreClinicalNamedRef } from '@clinic/api-contract';
import type { Queryable } from '../../../../db/database';
import { loadMedicationRefs } from '../medications/toMedicationDtos';
import { toIsoInstant } from '../shared/isoInstant';
import { loadLookups, namedRef } from '../shared/lookupRefs';

interface DoseRow {
  id: string;
  patientId: string;
  episodeOfCareId: string;
  medicationId: string;
  dosageAmount: string;
  unitOfMeasurementId: string | null;
  medicationRouteId: string | null;
  instructions: string;
  startDate: string;
  createdAt: string;
  updatedAt: string;
}

export interface DoseDto {
  id: string;
  patientId: string;
  episodeOfCareId: string;
  medication: CoreClinicalMedicationRef;
  dosageAmount: string;
  unitOfMeasurement: CoreClinicalNamedRef | null;
  medicationRoute: CoreClinicalNamedRef | null;
  instructions: string;
  startDate: string;
  createdAt: string;
  updatedAt: string;
}

/** The dose part of order replies, with medication, unit and route names read in two queries. */
export async function toDoseDtos(db: Queryable, rows: readonly DoseRow[]): Promise<DoseDto[]> {
  const meds = await loadMedicationRefs(
    db,
    rows.map((r) => r.medicationId),
  );
  const lookups = await loadLookups(
    db,
    rows.flatMap((r) => [r.unitOfMeasurementId, r.medicationRouteId]),
  );
  return rows.map((row) => ({
    id: row.id,
    patientId: row.patientId,
    episodeOfCareId: row.episodeOfCareId,
    medication: meds.get(row.medicationId) ?? { id: row.medicationId, name: '', strength: '' },
    dosageAmount: row.dosageAmount,
    unitOfMeasurement: namedRef(lookups, row.unitOfMeasurementId),
    medicationRoute: namedRef(lookups, row.medicationRouteId),
    instructions: row.instructions,
    startDate: row.startDate,
    createdAt: toIsoInstant(row.createdAt),
    updatedAt: toIsoInstant(row.updatedAt),
  }));
}
