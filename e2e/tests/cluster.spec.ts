import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../serverProcess';
import { startMailCatcher } from '../support/mailCatcher.mjs';

const databaseServer = process.env.TEST_DATABASE_URL;
const nginx = '/usr/sbin/nginx';
// The cluster runs on PostgreSQL behind Debian's nginx, both installed by .ci/run: on CI a
// missing one fails the test; elsewhere the test needs them and is left out without them.
test.skip(
  process.env.CI !== 'true' && (!databaseServer || !fs.existsSync(nginx)),
  'needs TEST_DATABASE_URL and nginx',
);

const clusterScript = path.resolve(import.meta.dirname, '../../scripts/cluster.mjs');
const appHeaders = { 'content-type': 'application/json', 'X-Clinic-App': '1' };

test.describe('two instances on one PostgreSQL behind nginx', () => {
  test.describe.configure({ timeout: 240_000 });
  let cluster: ChildProcess;
  let output = '';
  let url: string;
  let admin: pg.Client;
  let databaseUrl: string;
  let closeMail: () => Promise<void>;
  const database = `clinic_cluster_${crypto.randomBytes(4).toString('hex')}`;

  test.beforeAll(async () => {
    if (!databaseServer) throw new Error('TEST_DATABASE_URL is not set');
    if (!fs.existsSync(nginx)) throw new Error(`nginx is not installed at ${nginx} (.ci/run installs it)`);
    admin = new pg.Client({ connectionString: databaseServer });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const dbUrl = new URL(databaseServer);
    dbUrl.pathname = `/${database}`;
    databaseUrl = dbUrl.toString();
    const mail = await startMailCatcher();
    closeMail = mail.close;
    // Three free ports in a row are not guaranteed; nginx takes PORT and the instances the next two.
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    cluster = spawn(process.execPath, [clusterScript], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        CLUSTER_INSTANCES: '2',
        SMTP_URL: mail.smtpUrl,
        STAFF_ADMIN_PASSWORD: 'cluster-password',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    cluster.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await expect.poll(() => output, { timeout: 180_000 }).toContain('Clinic cluster is ready');
  });

  test.afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve));
      cluster.kill('SIGTERM');
      await exited;
    }
    await closeMail?.();
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  /** The pids of the instances that answered requests to `url` (their one log line per request). */
  const answeredBy = (urlPath: string) =>
    new Set(
      output
        .split('\n')
        .filter((line) => line.includes(`"url":"${urlPath}"`))
        .map((line) => /"pid":(\d+)/.exec(line)?.[1]),
    );
  test('requests alternate, a sign-in limit holds whichever instance answers, and a killed instance leaves the other serving', async () => {
    // Round robin: four reads reach both instances.
    for (let i = 0; i < 4; i += 1) expect((await fetch(`${url}/api/portal/SystemSettings`)).status).toBe(200);
    await expect.poll(() => answeredBy('/api/portal/SystemSettings').size).toBe(2);

    // SendLink: one link a minute per address, counted in the database, so the second request
    // (answered by the other instance) queues nothing.
    const instanceDb = new pg.Client({ connectionString: databaseUrl });
    await instanceDb.connect();
    const jobsTo = async (email: string) =>
      (await instanceDb.query(`select 1 from pgboss.job where name = 'mail' and data->>'to' = $1`, [email]))
        .rows.length;
    for (let i = 0; i < 2; i += 1) {
      const sent = await fetch(`${url}/api/portal/Auth/SendLink`, {
        method: 'POST',
        headers: appHeaders,
        body: JSON.stringify({ email: 'demo@example.org' }),
      });
      expect(sent.status).toBe(200);
    }
    // Each instance logs the request it answered once it has answered it.
    await expect.poll(() => answeredBy('/api/portal/Auth/SendLink').size).toBe(2);
    expect(await jobsTo('demo@example.org')).toBe(1);

    // kill -9 one instance in a burst of writes: every acknowledged one is kept, the other serves on.
    const [victim] = [...answeredBy('/api/portal/SystemSettings')].map(Number);
    expect(victim).toBeGreaterThan(1);
    const acknowledged: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      if (i === 5 && victim) process.kill(victim, 'SIGKILL');
      const email = `burst${i}@example.org`;
      const res = await fetch(`${url}/api/portal/Auth/SendLink`, {
        method: 'POST',
        headers: appHeaders,
        body: JSON.stringify({ email }),
      });
      if (res.status === 200) acknowledged.push(email);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(18);
    for (const email of acknowledged) expect(await jobsTo(email)).toBe(1);
    for (let i = 0; i < 4; i += 1) expect((await fetch(`${url}/api/portal/SystemSettings`)).status).toBe(200);
    await instanceDb.end();
  });
});
