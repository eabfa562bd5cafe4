import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { staffUsers } from '../../../../db/schema';

/** "First Last", as the vitals table's Creator and the MAR's Given by show a user. */
export async function loadStaffNames(
  db: Queryable,
  ids: ReadonlyArray<string | null>,
): Promise<ReadonlyMap<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName })
    .from(staffUsers)
    .where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}
