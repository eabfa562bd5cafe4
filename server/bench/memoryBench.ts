/**
 * `BENCH=memory npm run bench -w server`: the memory of the real server on PGlite under a
 * steady mix of portal and staff reads and document saves (issue 22 point 2: under 400 MB RSS
 * for 10 minutes). Seeds a fresh DATA_DIR (the demo clinic plus bulk patients and documents),
 * starts `dist/main.js` on it as a child process with bench/memoryReporter.mjs loaded, which
 * sends the server's own process.memoryUsage() and the size of PGlite's WASM heap every few
 * seconds, and loads it at a fixed rate from a few connections. Prints a timeline, then start,
 * peak, end and the slope over the last half of each figure, with the load average.
 *
 * MEMORY_BENCH_SECONDS (600), MEMORY_BENCH_RATE (requests/s, 40), MEMORY_BENCH_CONNECTIONS (4),
 * MEMORY_BENCH_PATIENTS (2,000), MEMORY_BENCH_DOCUMENTS (100,000), MEMORY_REPORT_MS (2,000).
 * MEMORY_BENCH_NODE_ARGS sets the server's node options, by default `npm start`'s
 * (`--optimize-for-size`), e.g. `--optimize-for-size --heapsnapshot-signal=SIGUSR2`.
 */

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renewedTokenHeader } from '@clinic/api-contract';
import { sql } from 'drizzle-orm';
import { createSession } from '../src/auth/sessionStore';
import { signSessionToken } from '../src/auth/sessionToken';
import { loadSigningKey } from '../src/auth/signingKey';
import { openDatabase } from '../src/db/openDatabase';
import { staffUsers } from '../src/db/schema';
import { seedDemo } from '../src/db/seed/seedDemo';
import { bulkSeed } from './bulkSeed';
import { portalSubject } from './portalSubject';

const seconds = Number(process.env.MEMORY_BENCH_SECONDS ?? 600);
const rate = Number(process.env.MEMORY_BENCH_RATE ?? 40);
const connections = Number(process.env.MEMORY_BENCH_CONNECTIONS ?? 4);
const patientCount = Number(process.env.MEMORY_BENCH_PATIENTS ?? 2_000);
const documentCount = Number(process.env.MEMORY_BENCH_DOCUMENTS ?? 100_000);
const reportMs = Number(process.env.MEMORY_REPORT_MS ?? 2_000);
// As the root package.json's `start` runs the server: keep the two alike.
const nodeArgs = (process.env.MEMORY_BENCH_NODE_ARGS ?? '--optimize-for-size').split(' ').filter(Boolean);
/** Documents saved in turn: each save writes a new row version of a different document. */
const savedDocuments = 2_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

interface MemorySample {
  seconds: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasmBytes: number;
  load: string;
}
const figures = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers', 'wasmBytes'] as const;
const figureLabels: Record<(typeof figures)[number], string> = {
  rss: 'RSS',
  heapTotal: 'JS heap total',
  heapUsed: 'JS heap used',
  external: 'external',
  arrayBuffers: 'arrayBuffers',
  wasmBytes: "PGlite's WASM heap",
};

interface Fixture {
  staffToken: string;
  portalToken: string;
  portal: Awaited<ReturnType<typeof portalSubject>>;
  drafts: Array<{ id: string; rowVersion: number; episodeId: string; patientId: string }>;
}

/** The demo clinic, bulk rows, a staff user and a portal patient with sessions, in `pgdata`. */
async function seed(pgdata: string): Promise<Fixture> {
  const handle = await openDatabase({ pgliteDir: pgdata });
  try {
    const db = handle.db;
    await seedDemo(db);
    await bulkSeed(db, patientCount, documentCount);
    const signingKey = await loadSigningKey(db);
    const [staff] = await db
      .insert(staffUsers)
      .values({ email: 'memory-bench@example.org', firstName: 'Bench', lastName: 'User' })
      .returning();
    if (!staff) throw new Error('no staff user');
    const staffSession = await createSession(db, { audience: 'core', staffUserId: staff.id });
    const portal = await portalSubject(db);
    const portalSession = await createSession(db, {
      audience: 'portal',
      loginId: portal.login_id,
      patientId: portal.patient_id,
      locationId: portal.location_id,
    });
    const drafts = rowsOf<{
      id: string;
      row_version: number;
      episode_of_care_id: string;
      patient_id: string;
    }>(
      await db.execute(sql`
        select id, row_version, episode_of_care_id, patient_id from documents
        where status = 'Draft' and episode_of_care_id is not null order by random() limit ${savedDocuments}`),
    );
    return {
      staffToken: await signSessionToken(signingKey, 'core', {
        sessionId: staffSession.id,
        staffUserId: staff.id,
      }),
      portalToken: await signSessionToken(signingKey, 'portal', {
        sessionId: portalSession.id,
        loginId: portal.login_id,
        LocationId: portal.location_id,
        Patient: { Id: portal.patient_id },
      }),
      portal,
      drafts: drafts.map((d) => ({
        id: d.id,
        rowVersion: d.row_version,
        episodeId: d.episode_of_care_id,
        patientId: d.patient_id,
      })),
    };
  } finally {
    await handle.close();
  }
}

/** The built server on `dataDir`, its memory reported to `onSample`; resolves with its address. */
async function startServer(
  dataDir: string,
  onSample: (usage: Omit<MemorySample, 'seconds' | 'load'>) => void,
): Promise<{ child: ChildProcess; base: string }> {
  const build = spawnSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server did not build');
  const reporter = path.resolve('bench/memoryReporter.mjs');
  const child = spawn(process.execPath, [...nodeArgs, '--import', reporter, 'dist/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      SEED: 'none',
      LOG_LEVEL: 'warn',
      STAFF_ADMIN_PASSWORD: 'memory-bench-password',
      MEMORY_REPORT_MS: String(reportMs),
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  child.on('message', (usage) => onSample(usage as Omit<MemorySample, 'seconds' | 'load'>));
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Patient portal:\s+(http:\/\/\S+?)\//.exec(output)?.[1];
      if (address) resolve(address);
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
  return { child, base };
}

/** One request of the mix; `token` may be renewed by the answer. */
interface Step {
  weight: number;
  send(): Promise<Response>;
}

function requestMix(base: string, fixture: Fixture, tokens: { staff: string; portal: string }): Step[] {
  const staffHeaders = () => ({
    authorization: `Bearer ${tokens.staff}`,
    'content-type': 'application/json',
  });
  const portalHeaders = () => ({ authorization: `Bearer ${tokens.portal}` });
  const { portal, drafts } = fixture;
  let next = 0;
  const nextDraft = () => {
    const draft = drafts[next++ % drafts.length];
    if (!draft) throw new Error('no draft documents to save');
    return draft;
  };
  return [
    {
      weight: 3,
      send: () => fetch(`${base}/api/core/Documents/${nextDraft().id}`, { headers: staffHeaders() }),
    },
    {
      weight: 1,
      send: () => {
        const draft = nextDraft();
        return fetch(`${base}/api/core/Documents/ByEoc/${draft.episodeId}/${draft.patientId}`, {
          method: 'POST',
          headers: staffHeaders(),
          body: JSON.stringify({ page: 0, pageSize: 20 }),
        });
      },
    },
    {
      weight: 3,
      send: () => fetch(`${base}/api/portal/Documents/${portal.document_id}`, { headers: portalHeaders() }),
    },
    {
      weight: 1,
      send: () =>
        fetch(`${base}/api/portal/Documents/FindAll?page=0&pageSize=20`, { headers: portalHeaders() }),
    },
    { weight: 1, send: () => fetch(`${base}/api/portal/Appointments`, { headers: portalHeaders() }) },
    {
      weight: 3,
      send: async () => {
        const draft = nextDraft();
        // Answers of a realistic size, different each time: a few hundred bytes to a few kB.
        const note = `Saved at ${new Date().toISOString()} `.repeat(1 + (next % 80));
        const res = await fetch(`${base}/api/core/Documents/${draft.id}`, {
          method: 'PATCH',
          headers: staffHeaders(),
          body: JSON.stringify({ rowVersion: draft.rowVersion, results: { TextInput1: note } }),
        });
        if (res.ok) draft.rowVersion = ((await res.clone().json()) as { rowVersion: number }).rowVersion;
        return res;
      },
    },
  ];
}

/** Requests at `rate` per second over `connections` loops until `until`; counts answers by status. */
async function load(
  steps: Step[],
  tokens: { staff: string; portal: string },
  until: number,
): Promise<Map<number, number>> {
  const schedule = steps.flatMap((step) => Array.from({ length: step.weight }, () => step));
  const statuses = new Map<number, number>();
  const interval = (1000 * connections) / rate;
  let turn = 0;
  const loop = async (offset: number) => {
    for (let due = Date.now() + (offset * interval) / connections; due < until; due += interval) {
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Behind schedule (a slow answer, a busy machine): carry on from now rather than burst.
      else due -= wait;
      const step = schedule[turn++ % schedule.length];
      if (!step) continue;
      const res = await step.send();
      await res.arrayBuffer();
      const renewed = res.headers.get(renewedTokenHeader);
      if (renewed) {
        if (res.url.includes('/api/portal/')) tokens.portal = renewed;
        else tokens.staff = renewed;
      }
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
  return statuses;
}

/** Least-squares slope of `figure` over the samples, in MB per minute. */
function slopeMbPerMinute(samples: MemorySample[], figure: (typeof figures)[number]): number {
  const n = samples.length;
  if (n < 2) return Number.NaN;
  const meanT = samples.reduce((s, x) => s + x.seconds, 0) / n;
  const meanY = samples.reduce((s, x) => s + x[figure], 0) / n;
  const cov = samples.reduce((s, x) => s + (x.seconds - meanT) * (x[figure] - meanY), 0);
  const varT = samples.reduce((s, x) => s + (x.seconds - meanT) ** 2, 0);
  return ((cov / varT) * 60) / 2 ** 20;
}

function peakRssOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}

function report(
  samples: MemorySample[],
  statuses: Map<number, number>,
  peakRss: number,
  loadAtStart: string,
) {
  const lastHalf = samples.filter((s) => s.seconds >= seconds / 2);
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last) throw new Error('the server reported no memory');
  const peakSample = (figure: (typeof figures)[number]) =>
    samples.reduce((best, s) => (s[figure] > best[figure] ? s : best), first);
  const everyMinute = samples.filter(
    (s, i) => i === 0 || Math.floor(s.seconds / 60) !== Math.floor((samples[i - 1]?.seconds ?? 0) / 60),
  );
  const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
  const elapsed = last.seconds;
  const lines = [
    '',
    `PGlite server, ${seconds} s at ${rate} requests/s over ${connections} connections (${patientCount.toLocaleString('en-US')} bulk patients, ${documentCount.toLocaleString('en-US')} documents); ${os.cpus().length} CPUs.`,
    `Answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')} (${(answered / elapsed).toFixed(1)} requests/s achieved).`,
    '',
    '| time | RSS | JS heap total | JS heap used | external | arrayBuffers | PGlite WASM heap | load average (1 / 5 / 15 min) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...[...everyMinute, last].map(
      (s) =>
        `| ${s.seconds.toFixed(0)} s | ${mb(s.rss)} | ${mb(s.heapTotal)} | ${mb(s.heapUsed)} | ${mb(s.external)} | ${mb(s.arrayBuffers)} | ${mb(s.wasmBytes)} | ${s.load} |`,
    ),
    '',
    '| figure | start | peak | end | slope over the last half |',
    '| --- | --- | --- | --- | --- |',
    ...figures.map((figure) => {
      const peak = peakSample(figure);
      return `| ${figureLabels[figure]} | ${mb(first[figure])} | ${mb(peak[figure])} at ${peak.seconds.toFixed(0)} s | ${mb(last[figure])} | ${slopeMbPerMinute(lastHalf, figure).toFixed(2)} MB/min |`;
    }),
    '',
    `Peak RSS as the kernel counted it (VmHWM, seeding excluded: a separate process): ${mb(peakRss)}; target under 400 MB: ${peakRss < 400 * 2 ** 20 ? 'met' : 'NOT met'}.`,
    `Load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end.`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const dataDir = path.join(os.tmpdir(), `clinic_memory_bench_${crypto.randomBytes(4).toString('hex')}`);
  try {
    const seedStarted = Date.now();
    const fixture = await seed(path.join(dataDir, 'pgdata'));
    process.stdout.write(
      `Seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s; starting the server.\n`,
    );
    const samples: MemorySample[] = [];
    let loadStarted = Number.NaN;
    const { child, base } = await startServer(dataDir, (usage) => {
      if (Number.isNaN(loadStarted)) return;
      samples.push({ ...usage, seconds: (Date.now() - loadStarted) / 1000, load: loadAverage() });
    });
    try {
      const tokens = { staff: fixture.staffToken, portal: fixture.portalToken };
      const loadAtStart = loadAverage();
      loadStarted = Date.now();
      const statuses = await load(requestMix(base, fixture, tokens), tokens, loadStarted + seconds * 1000);
      const peakRss = peakRssOf(child.pid);
      report(samples, statuses, peakRss, loadAtStart);
      const failed = [...statuses]
        .filter(([status]) => status >= 400)
        .reduce((sum, [, count]) => sum + count, 0);
      if (failed > 0) throw new Error(`${failed} requests failed`);
    } finally {
      child.removeAllListeners('exit');
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
