import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseKind } from './database';

export type DriverClient = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

/**
 * The driver under the drizzle database, for what talks to PostgreSQL beyond queries (the job
 * queue, LISTEN/NOTIFY): drizzle keeps it as `$client`, which the generic Database type does not name.
 */
export function driverClientOf(db: Database, kind: DatabaseKind): DriverClient {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return kind === 'pglite' ? { kind, client: client as PGlite } : { kind, pool: client as pg.Pool };
}
