import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../database';
import {
  episodesOfCare,
  formVersions,
  patients,
  portalLoginPatients,
  portalLogins,
  staffUsers,
} from '../../schema';
import type { ClinicianKey } from '../data/clinic';
import { demoPatients, demoPortalLogins, type PatientKey } from '../data/patients';
import { staffAdminEmail } from '../ensureStaffAdmin';
import { entriesOf } from './entriesOf';
import { finalBalanceCents } from './ledger';
import { requireId } from './requireId';
import { seedAppointments } from './seedAppointments';
import type { SeededClinic } from './seedClinic';
import { seedDocuments } from './seedDocuments';
import type { SeededForms } from './seedForms';
import { seedPaymentHistory } from './seedPaymentHistory';
import { formatDate, locationToday } from './wallClock';

const dayMs = 86_400_000;

export interface PatientSeedContext {
  clinic: SeededClinic;
  clinicianIds: ReadonlyMap<ClinicianKey, string>;
  forms: SeededForms;
  now: Date;
}

/** Patients with their episode, appointments, shared documents and statement, then their portal logins. */
export async function seedPatients(tx: Transaction, context: PatientSeedContext): Promise<void> {
  const staffUserId = await findAdminId(tx);
  const patientIds = new Map<PatientKey, string>();
  const versionsWithResults = new Set<string>();

  for (const [key, patient] of entriesOf(demoPatients)) {
    const location = context.clinic.locations.get(patient.location);
    if (!location) throw new Error(`Demo seed: no location "${patient.location}"`);
    const today = locationToday(context.now, location.timeZone);
    const [row] = await tx
      .insert(patients)
      .values({
        accountNumber: patient.accountNumber,
        firstName: patient.firstName,
        lastName: patient.lastName,
        dateOfBirth: patient.dateOfBirth,
        mrn: patient.mrn,
        email: patient.email,
        phone: patient.phone,
        addressLine1: patient.addressLine1,
        city: patient.city,
        state: patient.state,
        zip: patient.zip,
        gender: patient.gender,
        locationId: location.id,
        // Derived from the statement so the balance and the last running balance always agree.
        balanceCents: finalBalanceCents(patient.ledger),
      })
      .returning({ id: patients.id });
    if (!row) throw new Error(`Demo seed: patient "${patient.firstName}" was not inserted`);
    patientIds.set(key, row.id);

    const [episodeRow] = await tx
      .insert(episodesOfCare)
      .values({
        patientId: row.id,
        locationId: location.id,
        number: patient.episode.number,
        startDate: formatDate(new Date(today.getTime() + patient.episode.startDayOffset * dayMs)),
      })
      .returning({ id: episodesOfCare.id });
    if (!episodeRow) throw new Error(`Demo seed: episode "${patient.episode.number}" was not inserted`);

    const scope = { patientId: row.id, episodeOfCareId: episodeRow.id };
    await seedAppointments(
      tx,
      { ...scope, location, locationToday: today },
      patient.appointments,
      context.clinic,
      context.clinicianIds,
    );
    const versionIds = await seedDocuments(
      tx,
      { ...scope, staffUserId, now: context.now },
      patient.documents,
      context.forms,
    );
    for (const id of versionIds) versionsWithResults.add(id);
    await seedPaymentHistory(tx, row.id, patient.ledger, today);
  }

  for (const login of demoPortalLogins) {
    const [loginRow] = await tx
      .insert(portalLogins)
      .values({ email: login.email })
      .returning({ id: portalLogins.id });
    if (!loginRow) throw new Error(`Demo seed: portal login "${login.email}" was not inserted`);
    await tx.insert(portalLoginPatients).values(
      login.patients.map((key) => ({
        loginId: loginRow.id,
        patientId: requireId(patientIds, key, 'patient'),
      })),
    );
  }

  // A version with documents has results: the builder must not rewrite it under them.
  if (versionsWithResults.size > 0) {
    await tx
      .update(formVersions)
      .set({ hasResults: true })
      .where(inArray(formVersions.id, [...versionsWithResults]));
  }
}

/** The admin created by ensureStaffAdmin, when it ran first, is shown as the one who shared documents. */
async function findAdminId(tx: Transaction): Promise<string | null> {
  const [admin] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, staffAdminEmail))
    .limit(1);
  return admin?.id ?? null;
}
