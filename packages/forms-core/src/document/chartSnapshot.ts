import {
  type ActiveMedicationRow,
  type PrnOrderRecord,
  type ScheduledOrderRecord,
  toActiveMedicationRow,
} from './chart/activeMedicationRows';
import { type AllergyRecord, type AllergyRow, toAllergyRow } from './chart/allergyRows';
import {
  type DiagnosisCodeRecord,
  type DiagnosisRow,
  sortDiagnosisRows,
  toDiagnosisRow,
} from './chart/diagnosisRows';
import { type MarRecord, type MarRow, toMarRow } from './chart/marRows';
import { type ChartVitalRow, toChartVitalRow, type VitalRecord } from './chart/vitalRows';

/**
 * The patient's chart as the clinical sections of a document show it, in the catalogue's value
 * shapes: one list per chart-backed section, each as the clinic's records hold it now.
 */
export interface ChartSnapshot {
  /** The patient's allergies, oldest first (PatientAllergies). */
  allergies: readonly AllergyRow[];
  /** Vital records, newest first, with the id and both dates (PatientVitals v1 and v2). */
  vitalRecords: readonly ChartVitalRow[];
  /** Saved diagnosis codes by category, then ICD code (PatientDiagnosisCodes). */
  diagnosisCodes: readonly DiagnosisRow[];
  /** Medication administration records, newest first (PatientMedications). */
  medicationAdministrations: readonly MarRow[];
  /** Scheduled (SCH) orders, then as-needed (PRN) ones (ActiveMedications). */
  activeMedications: readonly ActiveMedicationRow[];
}

/** One of the snapshot's lists. */
export type ChartList = keyof ChartSnapshot;

/** The chart's records as the API's replies carry them; a list left out is empty. */
export interface ChartRecords {
  allergies?: readonly AllergyRecord[];
  /** Newest first. */
  vitalRecords?: readonly VitalRecord[];
  diagnosisCodes?: readonly DiagnosisCodeRecord[];
  /** Newest first. */
  medicationAdministrations?: readonly MarRecord[];
  scheduledMedications?: readonly ScheduledOrderRecord[];
  prnMedications?: readonly PrnOrderRecord[];
}

/** The snapshot of the records, mapped as the staff app maps what it loads live. */
export function chartSnapshotOf(records: ChartRecords): ChartSnapshot {
  return {
    allergies: (records.allergies ?? []).map(toAllergyRow),
    vitalRecords: (records.vitalRecords ?? []).map(toChartVitalRow),
    diagnosisCodes: sortDiagnosisRows((records.diagnosisCodes ?? []).map(toDiagnosisRow)),
    medicationAdministrations: (records.medicationAdministrations ?? []).map(toMarRow),
    activeMedications: [...(records.scheduledMedications ?? []), ...(records.prnMedications ?? [])].map(
      toActiveMedicationRow,
    ),
  };
}
