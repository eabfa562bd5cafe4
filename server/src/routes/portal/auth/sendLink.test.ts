import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { portalLogins, portalSignInLinks } from '../../../db/schema';
import { issueSignInLink } from '../../../portalAuth/issueSignInLink';
import { signInLinkJob } from '../../../portalAuth/signInLinkJob';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../testing/demoFixtures';
import { mailJobsTo } from '../../../testing/queuedMail';
import { alexDateOfBirth, confirmCodeIn, login, sendLink, testNetwork } from './signInTestKit';

const linkSent = { message: 'Link sent, please check your email.' };
const expired = ['Expired link. Please request a new link and try again.'];

describe('SendLink', () => {
  let t: TestApp;
  let people: DemoPeople;
  let ipCounter = 0;
  /** A fresh client address per test, so the per-IP limit of one test does not reach another. */
  let ip = '';

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.clinic.test' });
    people = await seedDemoPeople(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    ipCounter += 1;
    ip = `10.0.0.${ipCounter}`;
  });

  const jobsTo = (to: string) => mailJobsTo(t.app, to);
  const answerOf = (res: Awaited<ReturnType<typeof sendLink>>) => {
    const { date: _date, ...headers } = res.headers;
    return { status: res.statusCode, body: res.body, headers };
  };

  it('answers known and unknown addresses alike and does the same database work for both', async () => {
    await t.app.jobs.pauseWork();
    t.jobsBeforeReply = false; // look at the queue before the worker does
    const known = await sendLink(t, ' DEMO@example.org', ip);
    const unknown = await sendLink(t, 'nobody.here@example.org ', ip);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(linkSent);
    expect(answerOf(known)).toEqual(answerOf(unknown));

    const [knownJob] = await jobsTo('demo@example.org');
    const [unknownJob] = await jobsTo('nobody.here@example.org');
    const shape = (job: typeof knownJob) => ({ ...job, data: { ...job?.data, to: '', queuedAt: '' } });
    expect(shape(knownJob)).toEqual(shape(unknownJob));
    // The job carries the requesting network as a keyed hash, never the client's address.
    expect(knownJob?.data).toMatchObject({
      compose: 'portal-sign-in-link',
      data: { requestedFrom: expect.any(String) },
    });
    expect(JSON.stringify(knownJob)).not.toContain('10.0.0');
    expect(await t.database.db.select().from(portalSignInLinks)).toEqual([]);

    // The worker decides: a mail with a link for the known login, nothing for the unknown address.
    t.jobsBeforeReply = true;
    await t.app.jobs.resumeWork();
    await t.app.jobs.drain();
    expect(t.sentMail.map((m) => m.to)).toEqual(['demo@example.org']);
    expect((await jobsTo('demo@example.org'))[0]?.state).toBe('completed');
    expect((await jobsTo('nobody.here@example.org'))[0]?.state).toBe('completed');
    // The code is in the mail only: the queued job and the link row never hold it.
    const code = confirmCodeIn(t.sentMail[0]?.text ?? '');
    const stored = JSON.stringify([
      await jobsTo('demo@example.org'),
      await t.database.db.select().from(portalSignInLinks),
    ]);
    expect(stored).not.toContain(code);
  });

  it('limits each address to one link a minute, known or unknown, with the same answer', async () => {
    const before = {
      known: (await jobsTo('demo@example.org')).length,
      unknown: (await jobsTo('nobody.here@example.org')).length,
    };
    const known = await sendLink(t, 'demo@example.org', ip);
    const unknown = await sendLink(t, 'Nobody.Here@example.org', ip);
    expect(answerOf(known)).toEqual(answerOf(unknown));
    expect(known.json()).toEqual(linkSent);
    expect((await jobsTo('demo@example.org')).length).toBe(before.known);
    expect((await jobsTo('nobody.here@example.org')).length).toBe(before.unknown);
  });

  it('limits one IP to 30 requests in 5 minutes, still with the same answer', async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await sendLink(t, `flood${i}@example.org`, ip));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`))).toEqual(
      new Set([`200 ${JSON.stringify(linkSent)}`]),
    );
    expect((await jobsTo('flood29@example.org')).length).toBe(1);
    expect((await jobsTo('flood30@example.org')).length).toBe(0);
  });

  it('refuses a malformed address with 400', async () => {
    const res = await sendLink(t, 'not an address', ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages.length).toBeGreaterThan(0);
  });

  it('revokes the older links asked for from the same network, and only those', async () => {
    const compose = signInLinkJob({ db: t.database.db, publicUrl: 'https://portal.clinic.test' });
    const codeFrom = async (requestedFrom: string) => {
      const mail = await compose({
        to: 'jordan@example.org',
        queuedAt: new Date().toISOString(),
        data: { requestedFrom },
      });
      if ('skip' in mail) throw new Error('a mail was expected');
      return confirmCodeIn(mail.text);
    };
    const home = await codeFrom('home network');
    const elsewhere = await codeFrom('another network');
    const homeAgain = await codeFrom('home network');
    const patientsOf = (code: string) =>
      t.app.inject({ method: 'GET', url: `/api/portal/Accesses/Patients/${code}` });
    const old = await patientsOf(home);
    expect(old.statusCode).toBe(400);
    expect(old.json().messages).toEqual(expired);
    const jordan = [{ id: people.jordanId, firstName: 'Jordan', lastInitial: 'L', name: 'Jordan L.' }];
    expect((await patientsOf(homeAgain)).json()).toEqual(jordan);
    expect((await patientsOf(elsewhere)).json()).toEqual(jordan);
  });

  it('does not send a request older than a link would live', async () => {
    const compose = signInLinkJob({ db: t.database.db, publicUrl: 'https://portal.clinic.test' });
    const stale = await compose({
      to: 'jordan@example.org',
      queuedAt: new Date(Date.now() - 16 * 60_000).toISOString(),
      data: { requestedFrom: testNetwork },
    });
    expect(stale).toHaveProperty('skip');
  });

  it('answers "Expired link" for unknown and expired codes', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Accesses/Patients/not-a-real-code',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages).toEqual(expired);
    const code = await issueSignInLink(t.database.db, people.jordanLoginId, testNetwork);
    await t.database.db
      .update(portalSignInLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(portalSignInLinks.loginId, people.jordanLoginId));
    const old = await login(t, { patientId: people.jordanId, dateOfBirth: '1985-01-20', code }, ip);
    expect(old.statusCode).toBe(400);
    expect(old.json().messages).toEqual(expired);
  });

  it('says "Email not found." for a live link whose login was removed, and mails it no more', async () => {
    const code = await issueSignInLink(t.database.db, people.demoLoginId, testNetwork);
    await t.database.db
      .update(portalLogins)
      .set({ deletedAt: new Date().toISOString() })
      .where(eq(portalLogins.id, people.demoLoginId));
    const listed = await t.app.inject({ method: 'GET', url: `/api/portal/Accesses/Patients/${code}` });
    expect(listed.statusCode).toBe(400);
    expect(listed.json().messages).toEqual(['Email not found.']);
    const res = await login(t, { patientId: people.alexId, dateOfBirth: alexDateOfBirth, code }, ip);
    expect(res.json().messages).toEqual(['Email not found.']);
    const compose = signInLinkJob({ db: t.database.db, publicUrl: 'https://portal.clinic.test' });
    const mail = await compose({
      to: 'demo@example.org',
      queuedAt: new Date().toISOString(),
      data: { requestedFrom: testNetwork },
    });
    expect(mail).toHaveProperty('skip');
  });
});
