import type { PortalAuthCurrentUser } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import { unauthorized } from '../app/httpError';
import type { PortalPrincipal } from '../auth/principals';
import type { Queryable } from '../db/database';
import { portalLogins } from '../db/schema';
import { listLinkedPatients, toPatientChoice } from './linkedPatients';

/**
 * The signed-in user, the patients of their login and the current patient's own details. A
 * session whose login was removed, or whose patient was unlinked, no longer stands: 401.
 */
export async function loadCurrentUser(
  db: Queryable,
  principal: PortalPrincipal,
): Promise<PortalAuthCurrentUser> {
  const [login] = await db.select().from(portalLogins).where(eq(portalLogins.id, principal.loginId));
  const linked = await listLinkedPatients(db, principal.loginId);
  const current = linked.find((p) => p.id === principal.patientId);
  if (!login || !current) throw unauthorized();
  return {
    user: {
      loginId: login.id,
      email: login.email,
      language: login.language === 'es' ? 'es' : 'en',
      LocationId: principal.locationId,
      Patient: { Id: current.id },
    },
    patients: linked.map(toPatientChoice),
    currentPatient: {
      id: current.id,
      firstName: current.firstName,
      middleName: current.middleName,
      lastName: current.lastName,
      dateOfBirth: current.dateOfBirth,
      accountNumber: current.accountNumber,
      locationId: current.locationId,
    },
  };
}
