import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { type ConstructorOptions, fromPglite } from 'pg-boss';
import type { Database, DatabaseKind } from '../db/database';

/** pg-boss's tables live apart from ours, in a schema of their own. */
export const jobSchema = 'pgboss';

/**
 * How pg-boss reaches our database. PGlite is one in-process connection: pg-boss shares it
 * (its adapter, with LISTEN/NOTIFY in process). On PostgreSQL pg-boss keeps a small pool of its
 * own on the same database, plus the one connection that LISTENs, so a job queued on any
 * instance wakes the workers of every instance at once.
 */
export function jobDatabaseOptions(db: Database, kind: DatabaseKind): ConstructorOptions {
  // drizzle keeps the driver's client as `$client`; the generic Database type does not name it.
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (kind === 'pglite') {
    return { db: fromPglite(client as PGlite), backend: 'pglite', schema: jobSchema };
  }
  const { connectionString } = (client as pg.Pool).options;
  return { connectionString, max: 3, schema: jobSchema, application_name: 'clinic jobs' };
}
