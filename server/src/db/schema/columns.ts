import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Random ids: a patient cannot guess a neighbour's id by counting. */
export const idColumn = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/** An instant in time, read and written as an ISO string. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** An empty uuid array default, for the id lists the spec keeps on a row (serviceIds, formIds...). */
export const emptyUuidArray = sql`'{}'::uuid[]`;
