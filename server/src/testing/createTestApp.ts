import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { AppInstance } from '../app/appInstance';
import { buildApp } from '../app/buildApp';
import { loadSigningKey } from '../auth/signingKey';
import { loadConfig } from '../config/loadConfig';
import type { DatabaseHandle } from '../db/database';
import { createMailer } from '../mail/createMailer';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { openTestDatabase } from './openTestDatabase';

export interface TestApp {
  app: AppInstance;
  database: DatabaseHandle;
  /** Every mail the app sent, newest last. */
  sentMail: OutgoingMail[];
  /**
   * While true (the default), each reply waits until the jobs it queued have run, so a test
   * reads `sentMail` right after a request as a user would find the mail a moment later. Tests
   * that look at the queue itself turn it off.
   */
  jobsBeforeReply: boolean;
  close(): Promise<void>;
}

/**
 * The whole HTTP app on a fresh database, driven with app.inject (no port, no web apps). Mail
 * is kept in memory (`sentMail`), and also sent to `env.SMTP_URL` when that is given. Silent
 * unless given a `logger`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'clinic-test-unused'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const sentMail: OutgoingMail[] = [];
  // With SMTP_URL set, mail really goes to that server (end-to-end tests); it is recorded either way.
  const smtp = config.smtpUrl
    ? createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.dataDir, log: pino({ level: 'silent' }) })
    : undefined;
  const mailer: Mailer = {
    describe: smtp?.describe ?? 'test memory',
    send: async (mail) => {
      await smtp?.send(mail);
      sentMail.push(mail);
    },
    close: () => smtp?.close(),
  };
  const app = await buildApp(
    {
      config,
      db: database.db,
      databaseKind: database.kind,
      mailer,
      signingKey: await loadSigningKey(database.db),
    },
    { serveWeb: false, ...options },
  );
  const t: TestApp = {
    app,
    database,
    sentMail,
    jobsBeforeReply: true,
    close: async () => {
      await app.close();
      mailer.close();
      await database.close();
    },
  };
  app.addHook('onSend', async () => {
    if (t.jobsBeforeReply) await app.jobs.drain();
  });
  await app.ready();
  return t;
}
