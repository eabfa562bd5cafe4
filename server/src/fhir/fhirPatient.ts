import { CLINIC_FHIR_BASE } from '@clinic/forms-core';
import type { Patient } from '@medplum/fhirtypes';
import type { patients } from '../db/schema';

type PatientRow = typeof patients.$inferSelect;

/** The system of the one identifier a Patient carries, its medical record number. */
export const MRN_SYSTEM = `${CLINIC_FHIR_BASE}/NamingSystem/mrn`;

const GENDERS: Readonly<Record<string, Patient['gender']>> = {
  male: 'male',
  female: 'female',
  m: 'male',
  f: 'female',
  other: 'other',
};

/** A patient as a FHIR Patient: MRN and account number, name, birth date, gender, contact and address. */
export function fhirPatient(row: PatientRow): Patient {
  const gender = GENDERS[(row.sex || row.gender).trim().toLowerCase()] ?? 'unknown';
  const given = [row.firstName, row.middleName].filter((name) => name.trim() !== '');
  const telecom = [
    ...(row.phone ? [{ system: 'phone' as const, value: row.phone }] : []),
    ...(row.email ? [{ system: 'email' as const, value: row.email }] : []),
  ];
  const address = [row.city, row.state, row.zip].some((part) => part.trim() !== '')
    ? [{ city: row.city || undefined, state: row.state || undefined, postalCode: row.zip || undefined }]
    : [];
  return {
    resourceType: 'Patient',
    id: row.id,
    identifier: [
      {
        type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] },
        system: MRN_SYSTEM,
        value: row.mrn,
      },
    ],
    name: [{ family: row.lastName, given }],
    birthDate: row.dateOfBirth,
    gender,
    ...(telecom.length > 0 ? { telecom } : {}),
    ...(address.length > 0 ? { address: address.map((entry) => JSON.parse(JSON.stringify(entry))) } : {}),
  };
}
