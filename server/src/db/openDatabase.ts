import fs from 'node:fs';
import path from 'node:path';
import { findRepositoryRoot } from '../config/findRepositoryRoot';
import { installJobSchema } from '../jobs/installJobSchema';
import type { Database, DatabaseHandle } from './database';
import { pgliteExtensions } from './pgliteExtensions';
import { pgliteStartParams } from './pgliteSettings';
import * as schema from './schema';

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; omitted (with no databaseUrl) means in memory, for tests. */
  pgliteDir?: string | undefined;
}

export const migrationsFolder = path.join(findRepositoryRoot(), 'server', 'drizzle');

/** Opens the database and applies every pending migration before anything else touches it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) is replaced by the pool; without a
    // listener its 'error' event would end the process.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`));
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    await installJobSchema(db as unknown as Database, 'postgres');
    const url = new URL(options.databaseUrl);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      describe: `PostgreSQL ${url.host}${url.pathname}`,
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.pgliteDir,
    extensions: pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, ...pgliteStartParams],
  });
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  await installJobSchema(db as unknown as Database, 'pglite');
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    describe: options.pgliteDir ? `PGlite ${options.pgliteDir}` : 'PGlite in memory',
    close: () => client.close(),
  };
}
