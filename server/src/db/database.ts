import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/** The drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction: what every change runs in, so nothing is half-written. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Either the database or an open transaction: reads and writes accept both. */
export type Queryable = Database | Transaction;

/**
 * The database, never an open transaction: for a read that is a transaction of its own (one
 * statement) and sets transaction options (readAuditCommit.ts) that must not reach a caller's
 * writes. A transaction passed here fails to compile.
 */
export type AutocommitDatabase = Database & { readonly rollback?: never };

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data is, for the start-up banner (never the password). */
  describe: string;
  close(): Promise<void>;
}
