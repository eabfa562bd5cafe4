import type {
  CoreReferenceEpisodeOfCare,
  CoreReferencePatient,
  CoreReferencePatientSummary,
} from '@clinic/api-contract';
import type { episodesOfCare, patients } from '../../../../db/schema';

type PatientRow = typeof patients.$inferSelect;

/** Cents in the database, dollars in the API. */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

export function toPatientSummary(row: PatientRow): CoreReferencePatientSummary {
  return {
    id: row.id,
    accountNumber: row.accountNumber,
    mrn: row.mrn,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    locationId: row.locationId,
  };
}

export function toEpisodeDto(row: typeof episodesOfCare.$inferSelect): CoreReferenceEpisodeOfCare {
  return {
    id: row.id,
    patientId: row.patientId,
    locationId: row.locationId,
    number: row.number,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
  };
}

export function toPatientDto(
  row: PatientRow,
  location: { id: string; name: string } | null,
  episodes: ReadonlyArray<typeof episodesOfCare.$inferSelect>,
): CoreReferencePatient {
  return {
    ...toPatientSummary(row),
    email: row.email,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    gender: row.gender,
    sex: row.sex,
    maritalStatus: row.maritalStatus,
    preferredLanguage: row.preferredLanguage,
    race: row.race,
    ethnicity: row.ethnicity,
    location,
    balance: centsToDollars(row.balanceCents),
    doseSpotSynced: row.doseSpotPatientId !== null,
    emarSynced: row.emarPatientId !== null,
    episodesOfCare: episodes.map(toEpisodeDto),
  };
}
