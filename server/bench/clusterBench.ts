/**
 * `BENCH=cluster npm run bench -w server`: the authenticated read rate and p99 of one instance
 * and of two behind nginx (`npm run cluster`), on a fresh database of BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, in alternating rounds, with the load average. The read is a staff read of
 * one patient (session check, audit row, data) through nginx, 50 connections for 10 s. With two
 * instances it also times a change on one instance reaching a live stream on the other
 * (bench/liveLatency.ts).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { type LiveLatency, measureLiveLatency } from './liveLatency';

const execFileAsync = promisify(execFile);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const clusterScript = path.resolve(process.cwd(), '../scripts/cluster.mjs');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const seconds = Number(process.env.BENCH_RATE_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const password = 'cluster-bench-password';

interface Sample {
  requestsPerSecond: number;
  p99Ms: number;
  /** Two instances: a change on one reaching a live stream on the other. */
  live?: LiveLatency;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function startCluster(instances: number, port: number, databaseUrl: string) {
  const child: ChildProcess = spawn(process.execPath, [clusterScript], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      CLUSTER_INSTANCES: String(instances),
      STAFF_ADMIN_PASSWORD: password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('Clinic cluster is ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the cluster stopped (${code}):\n${output}`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measure(url: string, token: string): Promise<Sample> {
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      autocannonCli,
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-j',
      '-H',
      `authorization=Bearer ${token}`,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/** One round: a fresh cluster of `instances` on `databaseUrl`, warmed, then measured. */
async function round(instances: number, databaseUrl: string): Promise<Sample> {
  const port = 4700 + instances * 10;
  const cluster = await startCluster(instances, port, databaseUrl);
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/core/Auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.org', password }),
    });
    const { token } = (await login.json()) as { token: string };
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ id: string }>('select id from patients order by id limit 1');
    await db.end();
    const url = `${base}/api/core/Patients/${rows[0]?.id}`;
    await measure(url, token);
    const sample = await measure(url, token);
    if (instances === 2) {
      // The instances listen on the ports after nginx's.
      const direct = (n: number) => `http://127.0.0.1:${port + n}`;
      sample.live = await measureLiveLatency(direct(1), direct(2), token, databaseUrl);
    }
    return sample;
  } finally {
    await cluster.stop();
  }
}

if (!serverUrl) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL');
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const name = `clinic_cluster_bench_${crypto.randomBytes(4).toString('hex')}`;
await admin.query(`create database ${name}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
try {
  const results: Record<number, Sample[]> = { 1: [], 2: [] };
  for (let i = 0; i < rounds; i += 1) {
    for (const instances of [1, 2]) {
      const sample = await round(instances, databaseUrl);
      results[instances]?.push(sample);
      process.stdout.write(
        `round ${i + 1}, ${instances} instance(s): ${sample.requestsPerSecond.toFixed(0)} req/s, p99 ${sample.p99Ms} ms (load ${loadAverage()})\n`,
      );
      if (sample.live) {
        const { samples, medianMs, p99Ms, maxMs } = sample.live;
        process.stdout.write(
          `  live update A -> B: ${samples} changes, median ${medianMs.toFixed(1)} ms, p99 ${p99Ms.toFixed(1)} ms, max ${maxMs.toFixed(1)} ms\n`,
        );
      }
    }
  }
  process.stdout.write(
    `\nAuthenticated staff read through nginx, ${connections} connections, ${seconds} s, best of ${rounds} rounds:\n`,
  );
  for (const instances of [1, 2]) {
    const best = [...(results[instances] ?? [])].sort((a, b) => b.requestsPerSecond - a.requestsPerSecond)[0];
    if (best) {
      process.stdout.write(
        `  ${instances} instance(s): ${best.requestsPerSecond.toFixed(0)} req/s, p99 ${best.p99Ms} ms\n`,
      );
    }
  }
  process.stdout.write(`Load average ${loadAverage()}, ${os.cpus().length} cores.\n`);
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
