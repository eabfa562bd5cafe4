/**
 * `BENCH=reads npm run bench -w server`: the portal's authenticated reads beside the staff
 * reads (issue 22 point 1), on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a fresh
 * database) and on PGlite (a fresh folder), each with the demo clinic: requests per second,
 * p50 / p99 and the server's CPU per request (and the PostgreSQL server's, read from /proc when
 * it runs on this machine; PGlite runs in the server's process) at 10 and 50 connections (autocannon, in
 * alternating rounds, the best kept). Each table is printed with the machine's load average.
 * BENCH_DATABASES=postgres (or pglite) measures one; BENCH_ONLY=portalDocument,staffDocument
 * measures some rows only.
 */

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app/buildApp';
import { createSession } from '../src/auth/sessionStore';
import { signSessionToken } from '../src/auth/sessionToken';
import { loadSigningKey } from '../src/auth/signingKey';
import { loadConfig } from '../src/config/loadConfig';
import type { DatabaseHandle, DatabaseKind } from '../src/db/database';
import { openDatabase } from '../src/db/openDatabase';
import { staffUsers } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/seedDemo';
import { bestRates, type RateTarget } from './bestRates';
import { connectionsGone } from './connectionsGone';
import { databaseCpuMicros } from './databaseCpu';
import { portalSubject } from './portalSubject';
import type { DatabaseCpu, RateSample } from './requestRate';

const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const rateSeconds = Number(process.env.BENCH_RATE_SECONDS ?? 8);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const kinds = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as DatabaseKind[];
const only = process.env.BENCH_ONLY?.split(',');

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

/** A fresh database of each kind, and how to throw it away. */
async function freshDatabase(
  kind: DatabaseKind,
): Promise<{ handle: DatabaseHandle; drop(): Promise<void>; databaseCpu?: DatabaseCpu }> {
  const name = `clinic_bench_${crypto.randomBytes(4).toString('hex')}`;
  if (kind === 'pglite') {
    const dir = path.join(os.tmpdir(), name);
    const handle = await openDatabase({ pgliteDir: dir });
    return { handle, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    databaseCpu: () => databaseCpuMicros(admin, name),
    drop: async () => {
      await connectionsGone(admin, name);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function measure(kind: DatabaseKind): Promise<string[]> {
  const { handle, drop, databaseCpu } = await freshDatabase(kind);
  try {
    const db = handle.db;
    await seedDemo(db);
    const subject = await portalSubject(db);
    const signingKey = await loadSigningKey(db);
    const config = loadConfig({
      DATA_DIR: path.join(os.tmpdir(), `clinic_bench_files_${process.pid}`),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    });
    const mailer = { describe: 'none', send: async () => {}, close: () => {} };
    const app = await buildApp({ config, db, databaseKind: kind, mailer, signingKey }, { serveWeb: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const [staff] = await db
        .insert(staffUsers)
        .values({ email: 'reads-bench@example.org', firstName: 'Bench', lastName: 'User' })
        .returning();
      if (!staff) throw new Error('no staff user');
      const staffSession = await createSession(db, { audience: 'core', staffUserId: staff.id });
      const staffToken = await signSessionToken(signingKey, 'core', {
        sessionId: staffSession.id,
        staffUserId: staff.id,
      });
      const portalSession = await createSession(db, {
        audience: 'portal',
        loginId: subject.login_id,
        patientId: subject.patient_id,
        locationId: subject.location_id,
      });
      const portalToken = await signSessionToken(signingKey, 'portal', {
        sessionId: portalSession.id,
        loginId: subject.login_id,
        LocationId: subject.location_id,
        Patient: { Id: subject.patient_id },
      });
      const staffAuth = { authorization: `Bearer ${staffToken}` };
      const portalAuth = { authorization: `Bearer ${portalToken}` };
      const json = { 'content-type': 'application/json' };
      const page = JSON.stringify({ page: 0, pageSize: 20 });
      const { document_id: doc, eoc_id: eoc, patient_id: patient } = subject;
      const targets: Record<string, RateTarget> = {
        staffDocument: { url: `${base}/api/core/Documents/${doc}`, headers: staffAuth },
        portalDocument: { url: `${base}/api/portal/Documents/${doc}`, headers: portalAuth },
        staffDocumentsList: {
          url: `${base}/api/core/Documents/ByEoc/${eoc}/${patient}`,
          headers: { ...staffAuth, ...json },
          body: page,
        },
        portalDocumentsList: {
          url: `${base}/api/portal/Documents/FindAll?page=0&pageSize=20`,
          headers: portalAuth,
        },
        portalAppointments: { url: `${base}/api/portal/Appointments`, headers: portalAuth },
        portalBilling: { url: `${base}/api/portal/Patients/${patient}`, headers: portalAuth },
      };
      const labels: Record<keyof typeof targets, string> = {
        staffDocument: 'staff document read GET /api/core/Documents/{id}',
        portalDocument: 'portal document read GET /api/portal/Documents/{id}',
        staffDocumentsList: 'staff documents list POST /api/core/Documents/ByEoc (page of 20)',
        portalDocumentsList: 'portal documents list GET /api/portal/Documents/FindAll (page of 20)',
        portalAppointments: 'portal appointments GET /api/portal/Appointments',
        portalBilling: 'portal billing GET /api/portal/Patients/{id}',
      };
      // Each target answers 200 before it is measured; the size of its reply goes in the table.
      const replyBytes: Record<string, number> = {};
      for (const [key, target] of Object.entries(targets)) {
        const res = await fetch(target.url, {
          method: target.body === undefined ? 'GET' : 'POST',
          headers: target.headers,
          ...(target.body === undefined ? {} : { body: target.body }),
        });
        if (!res.ok) throw new Error(`${key} answered ${res.status}: ${await res.text()}`);
        replyBytes[key] = (await res.arrayBuffer()).byteLength;
      }
      const lines: string[] = [];
      for (const connections of connectionCounts) {
        const loadBefore = loadAverage();
        const best = await bestRates(targets, {
          rounds,
          seconds: rateSeconds,
          connections,
          only,
          databaseCpu,
        });
        lines.push(...table(kind, connections, labels, best, loadBefore, replyBytes));
      }
      return lines;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await drop();
  }
}

function table(
  kind: DatabaseKind,
  connections: number,
  labels: Record<string, string>,
  best: Partial<Record<string, RateSample>>,
  loadBefore: string,
  replyBytes: Record<string, number>,
): string[] {
  const row = (key: string) => {
    const s = best[key];
    if (!s) return [];
    const database = s.databaseCpuMicros === null ? 'in the server' : `${s.databaseCpuMicros.toFixed(0)} µs`;
    return [
      `| ${labels[key]} | ${((replyBytes[key] ?? 0) / 1024).toFixed(1)} kB | ${s.requestsPerSecond.toFixed(0)} | ${s.p50Ms.toFixed(1)} ms | ${s.p99Ms.toFixed(1)} ms | ${s.serverCpuMicros.toFixed(0)} µs | ${database} |`,
    ];
  };
  const rate = (key: string) => best[key]?.requestsPerSecond ?? Number.NaN;
  const ratio = rate('portalDocument') / rate('staffDocument');
  const p99 = best.portalDocument?.p99Ms ?? Number.NaN;
  return [
    '',
    `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, best of ${rounds} × ${rateSeconds} s; load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAverage()} after`,
    '',
    '| read | reply | requests/s | p50 | p99 | server CPU per request | database CPU per request |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...Object.keys(labels).flatMap(row),
    '',
    `portal document read / staff document read: ${ratio.toFixed(2)} (target at least 0.8)${
      kind === 'postgres' && connections === 10
        ? `; portal document read p99 ${p99.toFixed(1)} ms (target under 50 ms: ${p99 < 50 ? 'met' : 'NOT met'})`
        : ''
    }`,
  ];
}

async function main(): Promise<void> {
  const out = [`Machine: ${os.cpus().length} CPUs, load average ${loadAverage()} at the start.`];
  for (const kind of kinds) out.push(...(await measure(kind)));
  process.stdout.write(`${out.join('\n')}\n`);
}

await main();
