import type { CoreClinicalMarRecord } from '@clinic/api-contract';

interface NamedRef {
  name?: string | null;
  strength?: string | null;
}

/** An administration as the document keeps it (the catalogue's PatientMedications record). */
export interface MarRow {
  id?: string | null;
  dateTime?: string | null;
  status?: string | null;
  type?: string | null;
  medication?: NamedRef | null;
  dosageAmount?: string | number | null;
  unitOfMeasurement?: NamedRef | null;
  medicationRoute?: NamedRef | null;
  givenBy?: string | null;
  signedBy?: string | null;
  notes?: string | null;
  signature?: string | null;
}

export function toMarRow(record: CoreClinicalMarRecord): MarRow {
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
export function medicationName(medication: NamedRef | null | undefined): string | null {
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

/** Only image data URLs are shown as pictures: a stored value can never load a remote address. */
export const isImageDataUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^data:image\/(png|jpeg|webp|svg\+xml);base64,/.test(value);
