import { type ChartList, type ChartRecords, type ChartSnapshot, chartSnapshotOf } from '@clinic/forms-core';
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database';
import {
  allergies,
  diagnosisCodes,
  marRecords,
  prnMedications,
  scheduledMedications,
  vitalRecords,
} from '../db/schema';
import { toAllergyDtos } from '../routes/core/clinical/allergies/allergyRoutes';
import { toDiagnosisCodeDtos } from '../routes/core/clinical/diagnosisCodes/toDiagnosisCodeDtos';
import { toMarRecordDtos } from '../routes/core/clinical/marRecords/toMarRecordDtos';
import { prnMedicationKind } from '../routes/core/clinical/medicationOrders/prnMedicationKind';
import { scheduledMedicationKind } from '../routes/core/clinical/medicationOrders/scheduledMedicationKind';
import { toVitalRecordDtos } from '../routes/core/clinical/vitalRecords/toVitalRecordDtos';

/** Whose chart: the patient, and the document's episode of care (checked to be the patient's). */
export interface ChartScope {
  patientId: string;
  episodeOfCareId: string | null;
}

interface ScopedColumns {
  patientId: AnyPgColumn;
  episodeOfCareId: AnyPgColumn;
  deletedAt: AnyPgColumn;
}

/**
 * Live rows of the patient and, when the document has one, of its episode: what the staff app
 * loads for the document (vitals and diagnosis codes of the patient when there is no episode).
 */
function inScope(scope: ChartScope, table: ScopedColumns): SQL {
  return and(
    eq(table.patientId, scope.patientId),
    scope.episodeOfCareId === null ? undefined : eq(table.episodeOfCareId, scope.episodeOfCareId),
    isNull(table.deletedAt),
  ) as SQL;
}

/**
 * The chart lists a form shows, read as the api/core clinical routes read them and mapped by
 * their DTO mappers, so a document holds what staff load live. Each list costs one query plus
 * one per kind of name it shows (lookups, staff, medications, ICD codes), whatever its length;
 * administrations and orders belong to an episode, so a document without one shows none.
 */
export async function loadChartSnapshot(
  db: Queryable,
  scope: ChartScope,
  lists: ReadonlySet<ChartList>,
): Promise<ChartSnapshot> {
  // A transaction has one client: the queries run in turn (docs/decisions.md, Server speed).
  const records: ChartRecords = {};
  if (lists.has('allergies')) {
    const rows = await db
      .select()
      .from(allergies)
      .where(and(eq(allergies.patientId, scope.patientId), isNull(allergies.deletedAt)))
      .orderBy(asc(allergies.createdAt));
    records.allergies = await toAllergyDtos(db, rows);
  }
  if (lists.has('vitalRecords')) {
    const rows = await db
      .select()
      .from(vitalRecords)
      .where(inScope(scope, vitalRecords))
      .orderBy(desc(vitalRecords.effectiveDate), desc(vitalRecords.createdAt));
    records.vitalRecords = await toVitalRecordDtos(db, rows);
  }
  if (lists.has('diagnosisCodes')) {
    const rows = await db.select().from(diagnosisCodes).where(inScope(scope, diagnosisCodes));
    records.diagnosisCodes = await toDiagnosisCodeDtos(db, rows);
  }
  if (scope.episodeOfCareId === null) return chartSnapshotOf(records);
  if (lists.has('medicationAdministrations')) {
    const rows = await db
      .select()
      .from(marRecords)
      .where(inScope(scope, marRecords))
      .orderBy(desc(marRecords.dateTime), desc(marRecords.createdAt));
    records.medicationAdministrations = await toMarRecordDtos(db, rows);
  }
  if (lists.has('activeMedications')) {
    const scheduled = await db
      .select()
      .from(scheduledMedications)
      .where(inScope(scope, scheduledMedications))
      .orderBy(desc(scheduledMedications.startDate), asc(scheduledMedications.createdAt));
    records.scheduledMedications = await scheduledMedicationKind.toDtos(db, scheduled);
    const prn = await db
      .select()
      .from(prnMedications)
      .where(inScope(scope, prnMedications))
      .orderBy(desc(prnMedications.startDate), asc(prnMedications.createdAt));
    records.prnMedications = await prnMedicationKind.toDtos(db, prn);
  }
  return chartSnapshotOf(records);
}
