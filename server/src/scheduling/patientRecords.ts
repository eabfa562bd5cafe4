import type { AppointmentRequestPatientInfo } from '@clinic/api-contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/database';
import { episodesOfCare, patients } from '../db/schema';

/** Any number shared by every process that numbers patients: they take turns. */
const numberingLockKey = 724_311_002;

/** The next number after the largest one that `pattern`'s group finds in the column. */
async function nextNumber(tx: Transaction, column: PgColumn, pattern: string, floor: number) {
  const [row] = await tx
    .select({ next: sql<string>`coalesce(max(substring(${column} from ${pattern})::bigint), ${floor}) + 1` })
    .from(column.table);
  return Number(row?.next ?? floor + 1);
}

/**
 * A patient record for an anonymous visitor's approved request, with a new account number and
 * MRN (both unique) and an episode of care. Portal access is a separate decision
 * (requester/requesterLogin.ts).
 */
export async function createPatientFromRequest(
  tx: Transaction,
  info: AppointmentRequestPatientInfo,
  locationId: string,
  today: string,
): Promise<{ patientId: string; episodeOfCareId: string }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${numberingLockKey})`);
  const account = await nextNumber(tx, patients.accountNumber, '^([0-9]{1,15})$', 100_000);
  const mrn = await nextNumber(tx, patients.mrn, '^MRN-([0-9]{1,15})$', 0);
  const [patient] = await tx
    .insert(patients)
    .values({
      accountNumber: String(account),
      mrn: `MRN-${String(mrn).padStart(6, '0')}`,
      firstName: info.firstName,
      middleName: info.middleName ?? '',
      lastName: info.lastName,
      dateOfBirth: info.dateOfBirth,
      email: info.email,
      phone: info.phone,
      addressLine1: info.addressLine1 ?? '',
      addressLine2: info.addressLine2 ?? '',
      city: info.city ?? '',
      state: info.state ?? '',
      zip: info.zip ?? '',
      gender: info.gender ?? '',
      preferredLanguage: info.preferredLanguage ?? '',
      locationId,
    })
    .returning({ id: patients.id });
  if (!patient) throw new Error('patient insert returned nothing');
  const episodeOfCareId = await openEpisode(tx, patient.id, locationId, today);
  return { patientId: patient.id, episodeOfCareId };
}

async function openEpisode(tx: Transaction, patientId: string, locationId: string, today: string) {
  const number = await nextNumber(tx, episodesOfCare.number, '^EOC-([0-9]{1,15})$', 1000);
  const [episode] = await tx
    .insert(episodesOfCare)
    .values({ patientId, locationId, number: `EOC-${number}`, startDate: today })
    .returning({ id: episodesOfCare.id });
  if (!episode) throw new Error('episode insert returned nothing');
  return episode.id;
}

/** The patient's open episode (preferring one at the location), or a new one from today. */
export async function episodeForBooking(
  tx: Transaction,
  patientId: string,
  locationId: string,
  today: string,
): Promise<string> {
  const open = await tx
    .select({ id: episodesOfCare.id, locationId: episodesOfCare.locationId })
    .from(episodesOfCare)
    .where(
      and(
        eq(episodesOfCare.patientId, patientId),
        eq(episodesOfCare.status, 'Active'),
        isNull(episodesOfCare.endDate),
      ),
    )
    .orderBy(desc(episodesOfCare.startDate));
  const chosen = open.find((e) => e.locationId === locationId) ?? open[0];
  if (chosen) return chosen.id;
  await tx.execute(sql`select pg_advisory_xact_lock(${numberingLockKey})`);
  return openEpisode(tx, patientId, locationId, today);
}
