import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/buildApp';
import { loadSigningKey } from '../auth/signingKey';
import { loadConfig } from '../config/loadConfig';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../testing/openTestDatabase';
import { loggerOptions } from './loggerOptions';

interface LogLine {
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; ip: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('request logs: one line per answered request', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** The server's own logger settings at `level`, writing into a list of parsed lines. */
  const appLoggingAt = async (level: string) => {
    const lines: LogLine[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text));
        done();
      },
    });
    const app = await buildApp(
      {
        config: loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'clinic-test-unused'), LOG_LEVEL: level }),
        db: database.db,
        databaseKind: database.kind,
        mailer: { describe: 'none', send: async () => {}, close: () => {} },
        signingKey: await loadSigningKey(database.db),
      },
      { logger: pino(loggerOptions(level) as pino.LoggerOptions, sink), serveWeb: false },
    );
    return { app, lines };
  };

  it('writes method, redacted URL, address, status and time once, when the request is answered', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({
      method: 'GET',
      url: '/api/core/Documents/Download/secret-token/00000000-0000-4000-8000-000000000000',
    });
    await app.close();
    const requests = lines.filter((line) => line.req);
    expect(requests.map((line) => [line.msg, line.req?.method, line.req?.url, line.res?.statusCode])).toEqual(
      [
        ['request completed', 'GET', '/api/health', 200],
        [
          'request completed',
          'GET',
          '/api/core/Documents/Download/[redacted]/00000000-0000-4000-8000-000000000000',
          404,
        ],
      ],
    );
    for (const line of requests) {
      expect(line.responseTime).toBeGreaterThanOrEqual(0);
      expect(line.reqId).toBeTruthy();
    }
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('writes nothing per request at warn', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(lines.filter((line) => line.req || line.res)).toEqual([]);
  });
});
