import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import type { prnMedications, scheduledMedications } from '../../../../db/schema';
import type { MedicationOrderKind, OrderRow } from './medicationOrderKind';

type OrderTable = typeof scheduledMedications | typeof prnMedications;
const now = () => new Date().toISOString();

/** The table access of an order kind: both order tables share these columns. */
export function orderTableAccess<Row extends OrderRow, Values>(
  table: OrderTable,
): Pick<
  MedicationOrderKind<Row, unknown, Values, unknown>,
  'load' | 'listByEpisode' | 'insert' | 'update' | 'softDelete'
> {
  // Both tables have the columns used here; drizzle cannot type a query over a union of tables.
  const t = table as typeof scheduledMedications;
  const live = isNull(t.deletedAt);
  return {
    load: async (db: Queryable, id: string) =>
      (
        await db
          .select()
          .from(t)
          .where(and(eq(t.id, id), live))
      )[0] as Row | undefined,
    listByEpisode: async (db, episodeOfCareId) =>
      (await db
        .select()
        .from(t)
        .where(and(eq(t.episodeOfCareId, episodeOfCareId), live))
        .orderBy(desc(t.startDate), asc(t.createdAt))) as unknown as Row[],
    insert: async (db, values) =>
      (
        await db
          .insert(t)
          .values(values as unknown as typeof t.$inferInsert)
          .returning()
      )[0] as unknown as Row,
    update: async (db, id, values) =>
      (
        await db
          .update(t)
          .set({ ...(values as Partial<typeof t.$inferInsert>), updatedAt: now() })
          .where(eq(t.id, id))
          .returning()
      )[0] as unknown as Row,
    softDelete: async (db, episodeOfCareId, ids) =>
      (
        await db
          .update(t)
          .set({ deletedAt: now() })
          .where(and(eq(t.episodeOfCareId, episodeOfCareId), live, ids ? inArray(t.id, [...ids]) : undefined))
          .returning({ id: t.id })
      ).map((r) => r.id),
  };
}
