import type { CoreReferencePortalLogin } from '@clinic/api-contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { patients, portalLoginPatients, type portalLogins } from '../../../../db/schema';

/** Logins with the patients each may act for. */
export async function withLinkedPatients(
  db: Queryable,
  logins: ReadonlyArray<typeof portalLogins.$inferSelect>,
): Promise<CoreReferencePortalLogin[]> {
  const ids = logins.map((login) => login.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({
            loginId: portalLoginPatients.loginId,
            id: patients.id,
            firstName: patients.firstName,
            lastName: patients.lastName,
          })
          .from(portalLoginPatients)
          .innerJoin(patients, eq(patients.id, portalLoginPatients.patientId))
          .where(inArray(portalLoginPatients.loginId, ids))
          .orderBy(asc(patients.lastName), asc(patients.firstName));
  return logins.map((login) => ({
    id: login.id,
    email: login.email,
    language: login.language,
    createdAt: login.createdAt,
    patients: links
      .filter((link) => link.loginId === login.id)
      .map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
  }));
}
