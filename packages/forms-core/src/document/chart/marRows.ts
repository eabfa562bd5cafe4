import type { MedicationRef, NamedRef } from './chartRefs';

/** An administration as the chart gives it (the API's CoreClinicalMarRecord is one). */
export interface MarRecord {
  id: string;
  dateTime: string;
  status: string;
  type: string;
  medication: MedicationRef | null;
  dosageAmount: string | number | null;
  unitOfMeasurement: NamedRef | null;
  medicationRoute: NamedRef | null;
  /** The full name of the staff user who gave the dose. */
  givenBy: string | null;
  signedBy: string | null;
  notes: string | null;
  /** Signature image (data URL). */
  signature: string | null;
}

/** An administration as the document keeps it (the catalogue's PatientMedications record). */
export interface MarRow {
  id?: string | null;
  dateTime?: string | null;
  status?: string | null;
  type?: string | null;
  medication?: MedicationRef | null;
  dosageAmount?: string | number | null;
  unitOfMeasurement?: NamedRef | null;
  medicationRoute?: NamedRef | null;
  givenBy?: string | null;
  signedBy?: string | null;
  notes?: string | null;
  signature?: string | null;
}

export function toMarRow(record: MarRecord): MarRow {
  return {
    id: record.id,
    dateTime: record.dateTime,
    status: record.status,
    type: record.type,
    medication: record.medication,
    dosageAmount: record.dosageAmount,
    unitOfMeasurement: record.unitOfMeasurement,
    medicationRoute: record.medicationRoute,
    givenBy: record.givenBy,
    signedBy: record.signedBy,
    notes: record.notes,
    signature: record.signature,
  };
}

/** "Sertraline 50 mg tablet". */
export function medicationName(medication: MedicationRef | null | undefined): string | null {
  const text = [medication?.name, medication?.strength].filter((part) => part?.trim()).join(' ');
  return text || null;
}

/** "1 tablet". */
export function dosageText(amount: unknown, unit: NamedRef | null | undefined): string | null {
  const text = [amount === null || amount === undefined ? '' : String(amount), unit?.name ?? '']
    .filter((part) => part.trim())
    .join(' ');
  return text || null;
}
