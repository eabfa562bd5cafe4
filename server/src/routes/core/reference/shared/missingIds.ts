import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';

/** The ids of `ids` with no row in `table` (optionally also meeting `where`). */
async function missingIds(
  db: Queryable,
  table: PgTable,
  idColumn: PgColumn,
  ids: readonly string[],
  where?: SQL,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(inArray(idColumn, unique), where));
  const found = new Set(rows.map((row) => String(row.id)));
  return unique.filter((id) => !found.has(id));
}

/** A body naming rows that do not exist is bad input: 400 with the field and the unknown ids. */
export async function assertIdsExist(
  db: Queryable,
  field: string,
  reference: { table: PgTable; id: PgColumn; where?: SQL },
  ids: readonly string[],
): Promise<void> {
  const missing = await missingIds(db, reference.table, reference.id, ids, reference.where);
  if (missing.length === 0) return;
  const message = `Unknown ${field}: ${missing.join(', ')}`;
  throw badRequest([message], { [field]: [message] });
}
