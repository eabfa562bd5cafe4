import type { PortalAuthPatientChoice } from '@clinic/api-contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { patients, portalLoginPatients, portalLogins } from '../db/schema';

type PatientRow = typeof patients.$inferSelect;

/** First name and last initial: enough to choose, little to leak. */
export function toPatientChoice(
  patient: Pick<PatientRow, 'id' | 'firstName' | 'lastName'>,
): PortalAuthPatientChoice {
  const lastInitial = (Array.from(patient.lastName.trim())[0] ?? '').toUpperCase();
  return {
    id: patient.id,
    firstName: patient.firstName,
    lastInitial,
    name: lastInitial ? `${patient.firstName} ${lastInitial}.` : patient.firstName,
  };
}

/** The patients a live login may act for, by first name. */
export async function listLinkedPatients(db: Queryable, loginId: string): Promise<PatientRow[]> {
  const rows = await db
    .select({ patient: patients })
    .from(portalLoginPatients)
    .innerJoin(patients, eq(patients.id, portalLoginPatients.patientId))
    .innerJoin(portalLogins, eq(portalLogins.id, portalLoginPatients.loginId))
    .where(and(eq(portalLoginPatients.loginId, loginId), isNull(portalLogins.deletedAt)))
    .orderBy(asc(patients.firstName), asc(patients.id));
  return rows.map((r) => r.patient);
}

/** The access (login to patient) if the live login has it. */
export async function findAccess(db: Queryable, loginId: string, patientId: string) {
  const [row] = await db
    .select({ grantedAt: portalLoginPatients.createdAt, patient: patients })
    .from(portalLoginPatients)
    .innerJoin(patients, eq(patients.id, portalLoginPatients.patientId))
    .innerJoin(portalLogins, eq(portalLogins.id, portalLoginPatients.loginId))
    .where(
      and(
        eq(portalLoginPatients.loginId, loginId),
        eq(portalLoginPatients.patientId, patientId),
        isNull(portalLogins.deletedAt),
      ),
    );
  return row;
}
