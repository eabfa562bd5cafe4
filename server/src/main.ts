import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app/buildApp';
import { loadSigningKey } from './auth/signingKey';
import { ConfigError, loadConfig } from './config/loadConfig';
import { acquireDataDirLock } from './db/dataDirLock';
import { openDatabase } from './db/openDatabase';
import { ensureStaffAdmin } from './db/seed/ensureStaffAdmin';
import { seedDemo } from './db/seed/seedDemo';
import { seedReferenceData } from './db/seed/seedReferenceData';
import { loggerOptions } from './logging/loggerOptions';
import { createMailer } from './mail/createMailer';
import { printBanner } from './printBanner';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
  });
  const admin = await ensureStaffAdmin(database.db, config.staffAdminPassword);
  const seeded = config.seed === 'demo' ? (await seedDemo(database.db)).seeded : false;
  // ICD codes and medications are reference data every clinic needs, demo or not.
  await seedReferenceData(database.db);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const app = await buildApp(
    {
      config,
      db: database.db,
      databaseKind: database.kind,
      mailer,
      signingKey: await loadSigningKey(database.db),
    },
    { logger: log },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      mailer.close();
      await database.close();
      releaseLock();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner({ config, port, database: database.describe, mail: mailer.describe, admin, seeded });
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`Server failed to start: ${message}\n`);
  if (!(error instanceof ConfigError)) process.stderr.write(`${error instanceof Error ? error.stack : ''}\n`);
  process.exit(1);
});
