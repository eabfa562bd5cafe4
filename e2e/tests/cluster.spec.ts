import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../serverProcess';
import { chooseSlot, continueToConfirmation, payWithoutInsurance } from '../support/bookingWizard';
import { randomClientIp } from '../support/clientAddress';
import { linkIn, waitForMail } from '../support/mailbox';
import type { CaughtMail } from '../support/mailCatcher.mjs';
import { startMailCatcher } from '../support/mailCatcher.mjs';
import { signInToStaffThroughUi } from '../support/staffApp';

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
const admin = { email: 'admin@example.org', password: 'cluster-password' };

test.describe('two instances on one PostgreSQL behind nginx', () => {
  test.describe.configure({ timeout: 240_000 });
  let cluster: ChildProcess;
  let output = '';
  let url: string;
  let server: pg.Client;
  let databaseUrl: string;
  let closeMail: () => Promise<void>;
  let mails: () => Promise<CaughtMail[]>;
  const database = `clinic_cluster_${crypto.randomBytes(4).toString('hex')}`;

  test.beforeAll(async () => {
    if (!databaseServer) throw new Error('TEST_DATABASE_URL is not set');
    if (!fs.existsSync(nginx)) throw new Error(`nginx is not installed at ${nginx} (.ci/run installs it)`);
    server = new pg.Client({ connectionString: databaseServer });
    await server.connect();
    await server.query(`create database ${database}`);
    const dbUrl = new URL(databaseServer);
    dbUrl.pathname = `/${database}`;
    databaseUrl = dbUrl.toString();
    const mail = await startMailCatcher();
    closeMail = mail.close;
    mails = mail.mails;
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
        STAFF_ADMIN_PASSWORD: admin.password,
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
    await server?.query(`drop database if exists ${database} with (force)`);
    await server?.end();
  });

  /** The pids of the instances that answered requests to `url` (their one log line per request). */
  const answeredBy = (urlPath: string, logged = output) =>
    new Set(
      logged
        .split('\n')
        .filter((line) => line.includes(`"url":"${urlPath}`))
        .map((line) => /"pid":(\d+)/.exec(line)?.[1]),
    );

  /** A call to the cluster's API; resolves with the parsed reply. */
  async function call<T>(method: string, urlPath: string, token?: string, body?: unknown): Promise<T> {
    const res = await fetch(`${url}${urlPath}`, {
      method,
      // As an API client (a bearer token), not as the apps (their session cookie).
      headers: {
        'content-type': 'application/json',
        'X-Forwarded-For': randomClientIp(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? null : await res.json()) as T;
  }

  test('the portal and staff journeys run on both instances: a request made in the portal reaches staff live, and their approval reaches the patient', async ({
    browser,
  }) => {
    const logFrom = output.length;
    const staffToken = (await call<{ token: string }>('POST', '/api/core/Auth/Login', undefined, admin))
      .token;
    // The intake step is bookingIntake.spec.ts's: here Downtown asks for no intake forms.
    const { items } = await call<{ items: { id: string; name: string }[] }>(
      'POST',
      '/api/core/Locations',
      staffToken,
      { searchPhrase: 'Riverbend Downtown', page: 0, pageSize: 10 },
    );
    const downtown = items.find((location) => location.name === 'Riverbend Downtown');
    if (!downtown) throw new Error('no Riverbend Downtown');
    await call('PATCH', `/api/core/Locations/${downtown.id}`, staffToken, { formIds: [] });

    // Staff keep the request queue open: its live stream is on one instance or the other.
    const staff = await (await browser.newContext({ baseURL: url })).newPage();
    await signInToStaffThroughUi(staff, `${url}/staff/appointment-requests`, admin);
    await expect(staff.getByRole('heading', { level: 1, name: 'Appointment requests' })).toBeVisible();
    const row = staff.getByRole('row', { name: /Jordan Lee/ });
    await expect(row).toHaveCount(0);

    // The patient signs in by the mailed link and walks the request wizard.
    const portal = await (await browser.newContext({ baseURL: url })).newPage();
    await portal.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
    await portal.goto(`${url}/signin`);
    const since = new Date().toISOString();
    await portal.getByRole('textbox', { name: 'Email' }).fill('jordan@example.org');
    await portal.getByRole('button', { name: 'Send link' }).click();
    await expect(portal.getByText('Link sent, please check your email.')).toBeVisible();
    const link = linkIn(
      await waitForMail('jordan@example.org', { since, subject: /^Your sign-in link$/, mails }),
      '/confirm/',
    );
    await portal.goto(`${url}${new URL(link).pathname}`);
    await portal.getByRole('radio', { name: 'Jordan L.' }).check();
    await portal.getByRole('button', { name: 'Next' }).click();
    await portal.getByRole('textbox', { name: 'Date of birth' }).fill('01/20/1985');
    await portal.getByRole('button', { name: 'Log in' }).click();
    await expect(portal).toHaveURL(/\/home$/);
    await portal.goto(`${url}/new-appointment`);
    await chooseSlot(portal, { service: 'Medication Management', location: 'Riverbend Downtown' });
    await payWithoutInsurance(portal);
    await continueToConfirmation(portal);
    await portal.getByRole('button', { name: 'Request appointment' }).click();
    await expect(portal).toHaveURL(/\/thanks$/);

    // Staff see it without a reload, whichever instance took it, and approve it.
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByRole('button', { name: 'Review' }).click();
    await staff
      .getByRole('dialog', { name: 'Appointment request' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await staff
      .getByRole('dialog', { name: 'Approve request' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(staff.getByRole('status')).toHaveText(
      'The request was approved and the appointment booked.',
    );

    // The patient's Appointments show no request waiting any more.
    await portal.goto(`${url}/appointments`);
    await expect(portal.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(portal.getByRole('article', { name: /^Requested for/ })).toHaveCount(0);

    // Both apps were served by both instances.
    const logged = output.slice(logFrom);
    expect(answeredBy('/api/portal/', logged).size).toBe(2);
    expect(answeredBy('/api/core/', logged).size).toBe(2);
    await staff.context().close();
    await portal.context().close();
  });
  test('requests alternate, a sign-in limit holds whichever instance answers, and a killed instance loses no acknowledged write or job', async () => {
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

    // kill -9 one instance in a burst of writes (sign-in links and document saves): every
    // acknowledged one is kept, and the other instance serves on.
    const staffToken = (await call<{ token: string }>('POST', '/api/core/Auth/Login', undefined, admin))
      .token;
    const [form] = (
      await instanceDb.query(
        `select id from forms where current_version_id is not null and deleted_at is null and category = 'main' limit 1`,
      )
    ).rows;
    const [patient] = (await instanceDb.query(`select id from patients where first_name = 'Alex' limit 1`))
      .rows;
    // Each burst address has a login, so each acknowledged SendLink ends in a mail.
    for (let i = 0; i < 20; i += 1) {
      await call('PUT', '/api/core/PortalLogins', staffToken, {
        email: `burst${i}@example.org`,
        language: 'en',
        patientIds: [patient.id],
      });
    }
    const [victim] = [...answeredBy('/api/portal/SystemSettings')].map(Number);
    expect(victim).toBeGreaterThan(1);
    const acknowledged: string[] = [];
    const savedDocuments: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      if (i === 5 && victim) process.kill(victim, 'SIGKILL');
      const email = `burst${i}@example.org`;
      const res = await fetch(`${url}/api/portal/Auth/SendLink`, {
        method: 'POST',
        headers: appHeaders,
        body: JSON.stringify({ email }),
      });
      if (res.status === 200) acknowledged.push(email);
      const documentId = crypto.randomUUID();
      const saved = await fetch(`${url}/api/core/Documents/${documentId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
        body: JSON.stringify({ formId: form.id, patientId: patient.id }),
      });
      if (saved.status === 201) savedDocuments.push(documentId);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(18);
    expect(savedDocuments.length).toBeGreaterThanOrEqual(18);
    for (const email of acknowledged) expect(await jobsTo(email)).toBe(1);
    const kept = await instanceDb.query('select id from documents where id = any($1::uuid[])', [
      savedDocuments,
    ]);
    expect(kept.rows.length).toBe(savedDocuments.length);
    for (let i = 0; i < 4; i += 1) expect((await fetch(`${url}/api/portal/SystemSettings`)).status).toBe(200);

    // No job lost: the survivor sends every acknowledged mail, the killed instance's running
    // ones once their heartbeat stops (30 s); each request has one job, completed once. (A
    // mail the killed instance handed to SMTP in the instant before recording it may go twice:
    // mail is at least once.)
    const delivered = async () => {
      const caught = await mails();
      return acknowledged.filter((email) => caught.some((mail) => mail.to.includes(email))).length;
    };
    await expect.poll(delivered, { timeout: 150_000, intervals: [1_000] }).toBe(acknowledged.length);
    const states = await instanceDb.query(
      `select data->>'to' as email, state from pgboss.job where name = 'mail' and data->>'to' = any($1::text[])`,
      [acknowledged],
    );
    expect(states.rows).toHaveLength(acknowledged.length);
    expect(states.rows.every((row) => row.state === 'completed')).toBe(true);
    await instanceDb.end();
  });
});
