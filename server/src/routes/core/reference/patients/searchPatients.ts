import type { CoreReferencePatientSearch, PagedReply } from '@clinic/api-contract';
import { and, asc, count, ilike, or } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { patients } from '../../../../db/schema';
import { escapeLike } from '../shared/escapeLike';
import { pagedReply, pageWindow } from '../shared/paging';

/** Every word of the phrase must match a name, the MRN or the account number ("rivera 1002" works). */
export async function searchPatients(
  db: Queryable,
  query: CoreReferencePatientSearch,
): Promise<PagedReply<typeof patients.$inferSelect>> {
  const words = query.searchPhrase.split(/\s+/).filter((word) => word !== '');
  const where = and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(
        ilike(patients.firstName, pattern),
        ilike(patients.middleName, pattern),
        ilike(patients.lastName, pattern),
        ilike(patients.mrn, pattern),
        ilike(patients.accountNumber, pattern),
      );
    }),
  );
  const { limit, offset } = pageWindow(query);
  // One after another: in a transaction both would share its single connection.
  const rows = await db
    .select()
    .from(patients)
    .where(where)
    .orderBy(asc(patients.lastName), asc(patients.firstName), asc(patients.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(patients).where(where);
  return pagedReply(rows, total?.n ?? 0, query);
}
