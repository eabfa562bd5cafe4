/**
 * `npm run bench -w server`: the document API on PostgreSQL at scale (issue 4 point 9).
 * Seeds 10,000 patients and 1,000,000 documents into a fresh database on BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL), then reports p50/p99 of listing one episode's documents and of
 * saving a document through HTTP, and the requests per second of an authenticated read beside
 * a bare Fastify route and beside the same audited read without the session check, in the
 * same run (autocannon).
 */

import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app/buildApp';
import type { StaffPrincipal } from '../src/auth/principals';
import { createSession } from '../src/auth/sessionStore';
import { signSessionToken } from '../src/auth/sessionToken';
import { loadSigningKey } from '../src/auth/signingKey';
import { loadConfig } from '../src/config/loadConfig';
import { openDatabase } from '../src/db/openDatabase';
import { staffUsers } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/seedDemo';
import { readAuditedDocumentDto } from '../src/documents/readAuditedDocumentDto';
import { staffActor } from '../src/routes/core/forms/staffActor';
import { bulkSeed } from './bulkSeed';
import { formatMs, percentile } from './percentiles';

const execFileAsync = promisify(execFile);

/** node-postgres answers `{ rows }`; drizzle's driver-neutral type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const patientCount = Number(process.env.BENCH_PATIENTS ?? 10_000);
const documentCount = Number(process.env.BENCH_DOCUMENTS ?? 1_000_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 300);

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = process.hrtime.bigint();
  const result = await work();
  return [Number(process.hrtime.bigint() - started) / 1e6, result];
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Requests per second from autocannon in its own process: run inside this one it would share
 * the event loop with the server it measures.
 */
async function rate(url: string, headers: Record<string, string>): Promise<number> {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const { stdout } = await execFileAsync(
    process.execPath,
    [autocannonCli, '-c', '10', '-d', '10', '-j', ...headerArgs, url],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return (JSON.parse(stdout) as { requests: { average: number } }).requests.average;
}

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
  const name = `clinic_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    const db = database.db;
    await seedDemo(db);
    const [seedSeconds] = await timed(() => bulkSeed(db, patientCount, documentCount));
    process.stdout.write(
      `Seeded ${patientCount} patients, ${documentCount} documents in ${(seedSeconds / 1000).toFixed(1)} s\n`,
    );

    const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), name), LOG_LEVEL: 'silent' });
    const signingKey = await loadSigningKey(db);
    const mailer = { describe: 'none', send: async () => {}, close: () => {} };
    const app = await buildApp(
      { config, db, databaseKind: 'postgres', mailer, signingKey },
      { serveWeb: false },
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const [staff] = await db
      .insert(staffUsers)
      .values({ email: 'bench@example.org', firstName: 'Bench', lastName: 'User' })
      .returning();
    if (!staff) throw new Error('no staff user');
    const session = await createSession(db, { audience: 'core', staffUserId: staff.id });
    const token = await signSessionToken(signingKey, 'core', {
      sessionId: session.id,
      staffUserId: staff.id,
    });
    const principal: StaffPrincipal = {
      kind: 'staff',
      sessionId: session.id,
      staffUserId: staff.id,
      roles: staff.roles,
      advancedOptions: staff.advancedOptions,
    };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const episodes = rowsOf<{ id: string; patient_id: string }>(
      await db.execute(
        sql`select id, patient_id from episodes_of_care where number like 'BEOC-%' order by random() limit ${samples}`,
      ),
    );
    const listTimes: number[] = [];
    for (const episode of episodes) {
      const [ms, res] = await timed(() =>
        fetch(`${base}/api/core/Documents/ByEoc/${episode.id}/${episode.patient_id}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ page: 0, pageSize: 20 }),
        }),
      );
      if (!res.ok) throw new Error(`list answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      listTimes.push(ms);
    }

    const drafts = rowsOf<{ id: string; row_version: number }>(
      await db.execute(
        sql`select id, row_version from documents where status = 'Draft' order by random() limit ${samples}`,
      ),
    );
    const saveTimes: number[] = [];
    for (const [i, doc] of drafts.entries()) {
      const [ms, res] = await timed(() =>
        fetch(`${base}/api/core/Documents/${doc.id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ rowVersion: doc.row_version, results: { TextInput1: `Saved ${i}` } }),
        }),
      );
      if (!res.ok) throw new Error(`save answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      saveTimes.push(ms);
    }

    const sampleDoc = drafts[0]?.id;
    const authenticatedRate = await rate(`${base}/api/core/Documents/${sampleDoc}`, headers);
    const bare = Fastify();
    bare.get('/bare', async () => ({ ok: true }));
    // The same audited read with the principal set directly: what the session check costs.
    bare.get<{ Params: { id: string } }>('/unauthenticated/:id', async (request) => {
      request.staff = principal;
      return readAuditedDocumentDto(db, request, request.params.id, staffActor(request));
    });
    const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareRate = await rate(`${bareBase}/bare`, {});
    const unauthenticatedRate = await rate(`${bareBase}/unauthenticated/${sampleDoc}`, {});
    await bare.close();
    await app.close();

    process.stdout.write(
      [
        '',
        `| measure (PostgreSQL, ${documentCount.toLocaleString('en-US')} documents) | p50 | p99 |`,
        '| --- | --- | --- |',
        `| list one episode's documents (page of 20) | ${formatMs(percentile(listTimes, 50))} | ${formatMs(percentile(listTimes, 99))} |`,
        `| save a document | ${formatMs(percentile(saveTimes, 50))} | ${formatMs(percentile(saveTimes, 99))} |`,
        '',
        `authenticated read GET /api/core/Documents/{id}: ${authenticatedRate.toFixed(0)} requests/s`,
        `bare Fastify route:                              ${bareRate.toFixed(0)} requests/s`,
        `ratio: ${(authenticatedRate / bareRate).toFixed(2)}`,
        `the same audited read without the session check: ${unauthenticatedRate.toFixed(0)} requests/s`,
        `ratio: ${(authenticatedRate / unauthenticatedRate).toFixed(2)}`,
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
