import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { LoggedError } from '../logging/loggedError';
import { loggerOptions } from '../logging/loggerOptions';
import { openTestDatabase } from '../testing/openTestDatabase';
import { errorHandler, unexpectedErrorMessage } from './errorHandler';

/** Alex Rivera's details, as a query's bind values. */
const alex = ['Alex Rivera', '1990-04-12', 'demo@example.org', '(614) 555-0142'];

describe('a failing query is logged by class, code and scrubbed message', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: Array<{ msg: string; err?: LoggedError }> = [];
  let log = '';

  beforeAll(async () => {
    database = await openTestDatabase();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text));
        done();
      },
    });
    const logger: FastifyBaseLogger = pino(loggerOptions('trace') as pino.LoggerOptions, sink);
    app = Fastify({ loggerInstance: logger });
    app.setErrorHandler(errorHandler);
    const [name, dateOfBirth, email, phone] = alex;
    // The database refuses each of these on a value, and the driver's message quotes it.
    const failing = {
      nul: sql`select ${`${name}\u0000`}::text, ${dateOfBirth}::date, ${email}::text, ${phone}::text`,
      date: sql`select ${name}::text, ${`${dateOfBirth}x`}::date, ${email}::text`,
      json: sql`select ${JSON.stringify({ name, answer: 'low mood\ud800' })}::jsonb, ${email}::text`,
    };
    for (const [route, query] of Object.entries(failing)) {
      app.get(`/${route}`, async () => database.db.execute(query));
    }
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['nul', '22021'],
    ['date', '22007'],
    ['json', '22P02'],
  ])('%s: 500 to the caller, the SQL and SQLSTATE %s in the log, no value', async (route, code) => {
    lines.length = 0;
    const reply = await app.inject({ method: 'GET', url: `/${route}` });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ messages: [unexpectedErrorMessage] });
    const failed = lines.find((line) => line.msg === 'request failed');
    expect(failed?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: select \$1::/),
      stack: expect.stringMatching(/^\s+at /),
      cause: { code },
    });
    for (const value of [...alex, 'Alex', 'low mood']) expect(log).not.toContain(value);
  });
});

describe('the database refusing a double booking', () => {
  it('is answered 409 slotTaken, never 500, whatever path wrote the appointment', async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/book', async () => {
      // As Drizzle raises it: the driver's error, with its SQLSTATE, as the cause.
      const refusal = Object.assign(new Error('conflicting key value violates exclusion constraint'), {
        code: '23P01',
      });
      throw new Error('Failed query', { cause: refusal });
    });
    const reply = await app.inject({ method: 'GET', url: '/book' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      code: 'slotTaken',
      messages: ['The chosen time is not available. Please choose another date or time.'],
    });
    await app.close();
  });
});
