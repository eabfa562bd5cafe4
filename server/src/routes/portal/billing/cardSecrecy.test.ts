import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../../app/appInstance';
import { buildApp } from '../../../app/buildApp';
import { loadSigningKey } from '../../../auth/signingKey';
import { loadConfig } from '../../../config/loadConfig';
import type { DatabaseHandle } from '../../../db/database';
import { seedDemo } from '../../../db/seed/seedDemo';
import { loggerOptions } from '../../../logging/loggerOptions';
import { installBillingAdapters } from '../../../payments/billingAdapters';
import { createSandboxGateway } from '../../../payments/gateway/sandboxGateway';
import { createSandboxPracticeManagement } from '../../../payments/peregrine/practiceManagement';
import { openTestDatabase } from '../../../testing/openTestDatabase';
import { signInPortal } from '../../../testing/signIn';
import { visaCard } from './billingTestSetup';

/** Every number typed in this file; none may be found in the log or any database column. */
const typedNumbers = [
  '4242424242424242',
  '5555555555554444',
  '4000000000000002',
  '4242424242424241',
  '378282246310005',
];

describe('card numbers and security codes are never stored nor logged', () => {
  let app: AppInstance;
  let database: DatabaseHandle;
  let log = '';
  /** Raw SQL rows, the same shape from PGlite and node-postgres. */
  const rowsOf = async <T>(query: SQL): Promise<T[]> =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  beforeAll(async () => {
    database = await openTestDatabase();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    // The server's own logger settings, at the most talkative level.
    const logger = pino(loggerOptions('trace') as pino.LoggerOptions, sink);
    app = await buildApp(
      {
        config: loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'clinic-test-unused'), LOG_LEVEL: 'trace' }),
        db: database.db,
        databaseKind: database.kind,
        mailer: { describe: 'none', send: async () => {}, close: () => {} },
        signingKey: await loadSigningKey(database.db),
      },
      { logger, serveWeb: false },
    );
    installBillingAdapters(app.deps, {
      gateway: createSandboxGateway({ latencyMs: 0 }),
      practiceManagement: createSandboxPracticeManagement({ latencyMs: 0 }),
    });
    await app.ready();
    await seedDemo(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('keeps only token, brand, last 4 and expiry through saving, paying, declines and bad input', async () => {
    const [alex] = await rowsOf<{ id: string; login_id: string }>(
      sql`select p.id, lp.login_id from patients p join portal_login_patients lp on lp.patient_id = p.id where p.first_name = 'Alex'`,
    );
    if (!alex) throw new Error('no Alex');
    const { headers } = await signInPortal(
      { app, database, sentMail: [], jobsBeforeReply: false, close: async () => {} },
      alex.login_id,
      alex.id,
    );
    const post = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/portal/Patients/${url}/${alex.id}`, headers, payload });

    const replies = [
      await post('addCreditCard', { ...visaCard, cvc: '987' }),
      await post('addCreditCard', { ...visaCard, cardNumber: '378282246310005', cvc: '6543' }),
      await post('ProcessPatientPayment', {
        amount: 5,
        card: { ...visaCard, cardNumber: '5555555555554444', cvc: '987', saveCard: true },
        idempotencyKey: 'secrecy-1',
      }),
      await post('ProcessPatientPayment', {
        amount: 5,
        card: { ...visaCard, cardNumber: '4000000000000002', cvc: '987' },
        idempotencyKey: 'secrecy-2',
      }),
      await post('ProcessPatientPayment', {
        amount: 5,
        card: { ...visaCard, cardNumber: '4242424242424241', cvc: '987' },
        idempotencyKey: 'secrecy-3',
      }),
      // Invalid bodies: the validation reply must not echo the number either.
      await post('ProcessPatientPayment', {
        amount: 'five',
        card: { ...visaCard, cvc: 'abc' },
        idempotencyKey: 'secrecy-4',
      }),
      await post('addCreditCard', { ...visaCard, expMonth: 13 }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 200, 402, 400, 400, 400]);
    for (const reply of replies) {
      for (const secret of typedNumbers) expect(reply.body).not.toContain(secret);
    }

    expect(log).toContain('request completed');
    for (const secret of typedNumbers) expect(log).not.toContain(secret);
    // Short codes could match any id by chance: look for them as values instead.
    expect(log).not.toMatch(/"(cvc|cvv)":\s*"?\d/);

    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
      expect.arrayContaining([
        'payment_methods.gateway_token',
        'payments.failure_message',
        'payment_history.details',
      ]),
    );
    for (const { table_name, column_name } of columns) {
      for (const secret of typedNumbers) {
        const [found] = await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${`%${secret}%`}`,
        );
        expect(found?.n, `${table_name}.${column_name} holds ${secret}`).toBe(0);
      }
    }
  });
});
