import { type ConstructorOptions, fromPglite } from 'pg-boss';
import type { Database, DatabaseKind } from '../db/database';
import { driverClientOf } from '../db/driverClient';

/** pg-boss's tables live apart from ours, in a schema of their own. */
export const jobSchema = 'pgboss';

/**
 * How pg-boss reaches our database. PGlite is one in-process connection: pg-boss shares it
 * (its adapter, with LISTEN/NOTIFY in process). On PostgreSQL pg-boss keeps a small pool of its
 * own on the same database, plus the one connection that LISTENs, so a job queued on any
 * instance wakes the workers of every instance at once.
 */
export function jobDatabaseOptions(db: Database, kind: DatabaseKind): ConstructorOptions {
  const driver = driverClientOf(db, kind);
  if (driver.kind === 'pglite') {
    return { db: fromPglite(driver.client), backend: 'pglite', schema: jobSchema };
  }
  const { connectionString } = driver.pool.options;
  return { connectionString, max: 3, schema: jobSchema, application_name: 'clinic jobs' };
}
