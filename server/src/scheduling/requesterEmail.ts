import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { patients, portalLogins } from '../db/schema';
import type { AppointmentRequestRow } from './appointmentRequestsWithNames';

/** Where news of a request goes: the portal login that made it, else the address the visitor gave. */
export async function requesterEmail(db: Queryable, row: AppointmentRequestRow): Promise<string | null> {
  if (row.loginId) {
    const [login] = await db
      .select({ email: portalLogins.email })
      .from(portalLogins)
      .where(eq(portalLogins.id, row.loginId));
    if (login) return login.email;
  }
  const info = row.patientInfo as { email?: unknown };
  if (typeof info.email === 'string' && info.email) return info.email;
  if (!row.patientId) return null;
  const [patient] = await db
    .select({ email: patients.email })
    .from(patients)
    .where(eq(patients.id, row.patientId));
  return patient?.email ?? null;
}
