/**
 * `npm run bench -w server`: the document API on PostgreSQL at scale (issue 4 point 9).
 * Seeds 10,000 patients and 1,000,000 documents into a fresh database on BENCH_DATABASE_URL
 * (or TEST_DATABASE_URL), then reports p50/p99 of listing one episode's documents and of
 * saving a document through HTTP, and the requests per second of an authenticated read beside
 * a bare Fastify route and beside the same audited read without the session check, measured
 * in alternating rounds (autocannon). Each figure is printed with the machine's load average:
 * on a shared machine the absolute figures say little, the ratios and the CPU per request more.
 */

import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app/buildApp';
import { sendJsonText } from '../src/app/sendJsonText';
import type { StaffPrincipal } from '../src/auth/principals';
import { createSession } from '../src/auth/sessionStore';
import { signSessionToken } from '../src/auth/sessionToken';
import { loadSigningKey } from '../src/auth/signingKey';
import { loadConfig } from '../src/config/loadConfig';
import { batchWhileArriving } from '../src/db/batchWhileArriving';
import { openDatabase } from '../src/db/openDatabase';
import { staffUsers } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/seedDemo';
import { readAuditedDocumentJson } from '../src/documents/readAuditedDocumentJson';
import { bestRates } from './bestRates';
import { bulkSeed } from './bulkSeed';
import { connectionsGone } from './connectionsGone';
import { formatMs, percentile } from './percentiles';
import type { RateSample } from './requestRate';

/** node-postgres answers `{ rows }`; drizzle's driver-neutral type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const patientCount = Number(process.env.BENCH_PATIENTS ?? 10_000);
const documentCount = Number(process.env.BENCH_DOCUMENTS ?? 1_000_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 300);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const rateSeconds = Number(process.env.BENCH_RATE_SECONDS ?? 10);
/**
 * Concurrent connections of each throughput run. 10 (autocannon's default) measures how fast
 * requests come back one after another on each connection, bound by the database round trip;
 * 50 saturates the server, as a clinic's server at peak is: its capacity.
 */
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
/**
 * The read-rate target is judged at the highest count, where the server is saturated and the
 * rate measures its capacity. At 10 connections each connection waits for its answer, so the
 * rate measures the round trip: there even a batched `select 1` reaches only about half the
 * bare route (docs/decisions.md, "Server speed").
 */
const targetConnections = Math.max(...connectionCounts);
/** Requests before each latency series, not counted: a server is measured warm. */
const warmUp = 20;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = process.hrtime.bigint();
  const result = await work();
  return [Number(process.hrtime.bigint() - started) / 1e6, result];
}

/** Durations of `requests`, one after another, each answer read in full and required to be 2xx. */
async function latencies(what: string, requests: Array<() => Promise<Response>>): Promise<number[]> {
  const times: number[] = [];
  for (const send of requests) {
    const [ms, res] = await timed(async () => {
      const answer = await send();
      await answer.arrayBuffer();
      return answer;
    });
    if (!res.ok) throw new Error(`${what} answered ${res.status}`);
    times.push(ms);
  }
  return times;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
  const loadAtStart = loadAverage();
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
    const [seedMs] = await timed(() => bulkSeed(db, patientCount, documentCount));
    process.stdout.write(
      `Seeded ${patientCount} patients, ${documentCount} documents in ${(seedMs / 1000).toFixed(1)} s\n`,
    );

    const config = loadConfig({
      DATA_DIR: path.join(os.tmpdir(), name),
      // BENCH_LOG_LEVEL=info measures with the request logs a production server writes.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    });
    const signingKey = await loadSigningKey(db);
    const mailer = { describe: 'none', send: async () => {}, close: () => {} };
    const deps = { config, db, databaseKind: 'postgres' as const, mailer, signingKey };
    const app = await buildApp(deps, { serveWeb: false });
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
        sql`select id, patient_id from episodes_of_care where number like 'BEOC-%' order by random() limit ${samples + warmUp}`,
      ),
    );
    const listTimes = await latencies(
      'list',
      episodes.map(
        (episode) => () =>
          fetch(`${base}/api/core/Documents/ByEoc/${episode.id}/${episode.patient_id}`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ page: 0, pageSize: 20 }),
          }),
      ),
    );

    const drafts = rowsOf<{ id: string; row_version: number }>(
      await db.execute(
        sql`select id, row_version from documents where status = 'Draft' order by random() limit ${samples + warmUp}`,
      ),
    );
    const saveTimes = await latencies(
      'save',
      drafts.map(
        (doc, i) => () =>
          fetch(`${base}/api/core/Documents/${doc.id}`, {
            method: 'PATCH',
            headers,
            body: JSON.stringify({ rowVersion: doc.row_version, results: { TextInput1: `Saved ${i}` } }),
          }),
      ),
    );

    // A bare Fastify route in this same process, listening the same way as the API.
    const bare = Fastify();
    bare.get('/bare', async () => ({ ok: true }));
    // The same audited read with the principal set directly: what the session check costs.
    bare.get<{ Params: { id: string } }>('/unauthenticated/:id', async (request, reply) => {
      request.staff = principal;
      return sendJsonText(reply, await readAuditedDocumentJson(deps, request, request.params.id));
    });
    // The least any read that goes to the database can cost here: the bare route plus one
    // `select 1` round trip, batched as the document read is.
    const selectOne = batchWhileArriving(async (inputs: unknown[]) => {
      await db.execute(sql`select 1`);
      return inputs;
    });
    bare.get('/database-round-trip', async () => {
      await selectOne(undefined);
      return { ok: true };
    });
    const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
    const sampleDoc = drafts[0]?.id;
    const targets = {
      bare: { url: `${bareBase}/bare`, headers: {} },
      databaseRoundTrip: { url: `${bareBase}/database-round-trip`, headers: {} },
      authenticated: { url: `${base}/api/core/Documents/${sampleDoc}`, headers },
      withoutSession: { url: `${bareBase}/unauthenticated/${sampleDoc}`, headers: {} },
    };
    const only = process.env.BENCH_ONLY?.split(',');
    const rates = [];
    for (const connections of connectionCounts) {
      rates.push({
        connections,
        best: await bestRates(targets, { rounds, seconds: rateSeconds, connections, only }),
      });
    }
    await bare.close();
    await app.close();

    const throughputTable = (
      connections: number,
      best: Partial<Record<keyof typeof targets, RateSample>>,
    ): string[] => {
      const rateOf = (key: keyof typeof targets) => best[key]?.requestsPerSecond ?? Number.NaN;
      const rateRow = (label: string, key: keyof typeof targets) =>
        `| ${label} | ${rateOf(key).toFixed(0)} | ${(best[key]?.serverCpuMicros ?? Number.NaN).toFixed(0)} µs |`;
      const ratio = rateOf('authenticated') / rateOf('bare');
      return [
        `| throughput (autocannon, ${connections} connections, best of ${rounds} × ${rateSeconds} s) | requests/s | server CPU per request |`,
        '| --- | --- | --- |',
        rateRow('bare Fastify route', 'bare'),
        rateRow(
          'bare route plus one batched `select 1` round trip (the floor of any database read)',
          'databaseRoundTrip',
        ),
        rateRow('authenticated read GET /api/core/Documents/{id}', 'authenticated'),
        rateRow('the same audited read without the session check', 'withoutSession'),
        '',
        connections === targetConnections
          ? `authenticated read / bare route: ${ratio.toFixed(2)} (target at least 0.5, judged with the server saturated: ${ratio >= 0.5 ? 'met' : 'NOT met'})`
          : `authenticated read / bare route: ${ratio.toFixed(2)} (bound by the round trip to the database, as the floor below shows; the target is judged at ${targetConnections} connections)`,
        `authenticated read / without the session check: ${(rateOf('authenticated') / rateOf('withoutSession')).toFixed(2)}`,
        `bare route plus a database round trip / bare route: ${(rateOf('databaseRoundTrip') / rateOf('bare')).toFixed(2)}`,
        '',
      ];
    };

    const listP99 = percentile(listTimes.slice(warmUp), 99);
    process.stdout.write(
      [
        '',
        `Machine: ${os.cpus().length} CPUs, load average (1 / 5 / 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end.`,
        '',
        `| latency (PostgreSQL, ${documentCount.toLocaleString('en-US')} documents, ${samples} requests one after another) | p50 | p99 | target |`,
        '| --- | --- | --- | --- |',
        `| list one episode's documents (page of 20) | ${formatMs(percentile(listTimes.slice(warmUp), 50))} | ${formatMs(listP99)} | p99 < 20 ms: ${listP99 < 20 ? 'met' : 'NOT met'} |`,
        `| save a document | ${formatMs(percentile(saveTimes.slice(warmUp), 50))} | ${formatMs(percentile(saveTimes.slice(warmUp), 99))} | |`,
        '',
        ...rates.flatMap(({ connections, best }) => throughputTable(connections, best)),
      ].join('\n'),
    );
  } finally {
    await database.close();
    await connectionsGone(admin, name);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
