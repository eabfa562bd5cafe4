import { PgBoss } from 'pg-boss';
import type { Database, DatabaseKind } from '../db/database';
import { jobDatabaseOptions } from './jobDatabase';

/**
 * Creates or upgrades pg-boss's tables, as our migrations do ours: before anything else touches
 * the database, and under pg-boss's own lock, so instances starting together do it once.
 */
export async function installJobSchema(db: Database, kind: DatabaseKind): Promise<void> {
  const boss = new PgBoss({
    ...jobDatabaseOptions(db, kind),
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}
