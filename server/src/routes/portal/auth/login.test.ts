import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patients, portalSignInFailures, portalSignInLinks, sessions } from '../../../db/schema';
import { issueSignInLink } from '../../../portalAuth/issueSignInLink';
import { hashSignInCode } from '../../../portalAuth/signInCode';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../testing/demoFixtures';
import { signInPortal } from '../../../testing/signIn';
import { alexDateOfBirth, bearer, login, samDateOfBirth, testNetwork } from './signInTestKit';

const invalidDob = ['Invalid date of birth. Please correct it and try again.'];
const expired = ['Expired link. Please request a new link and try again.'];
const locked = [
  'Too many wrong dates of birth. Sign-in for this patient is locked; please try again in an hour.',
];

describe('Login with an e-mailed link', () => {
  let t: TestApp;
  let people: DemoPeople;
  let ipCounter = 0;
  /** Each burst comes from its own address, under the per-IP limit of Login. */
  const nextIp = () => {
    ipCounter += 1;
    return `10.1.0.${ipCounter}`;
  };

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const linkRow = async (code: string) => {
    const [row] = await t.database.db
      .select()
      .from(portalSignInLinks)
      .where(eq(portalSignInLinks.codeHash, hashSignInCode(code)));
    if (!row) throw new Error('no link');
    return row;
  };
  const failuresOf = (patientId: string) =>
    t.database.db.select().from(portalSignInFailures).where(eq(portalSignInFailures.patientId, patientId));

  it('gives exactly one token to 20 parallel Logins with one link', async () => {
    const code = await issueSignInLink(t.database.db, people.demoLoginId, testNetwork);
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        login(t, { patientId: people.alexId, dateOfBirth: alexDateOfBirth, code }, ip),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().messages).toEqual(expired);
    }
    expect((await linkRow(code)).usedAt).not.toBeNull();
    const portalSessions = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.audience, 'portal'), eq(sessions.patientId, people.alexId)));
    expect(portalSessions).toHaveLength(1);
  });

  it('compares at most 5 wrong dates of birth under 50 parallel attempts, then the link is dead', async () => {
    const code = await issueSignInLink(t.database.db, people.demoLoginId, testNetwork);
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        login(t, { patientId: people.samId, dateOfBirth: '2000-01-01', code }, ip),
      ),
    );
    const messages = answers.map((a) => a.json().messages[0]);
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    expect(messages.filter((m) => m === invalidDob[0])).toHaveLength(5);
    expect(messages.filter((m) => m === expired[0])).toHaveLength(45);
    const link = await linkRow(code);
    expect(link.failedAttempts).toBe(5);
    const linkFailures = await t.database.db
      .select()
      .from(portalSignInFailures)
      .where(eq(portalSignInFailures.linkId, link.id));
    expect(linkFailures).toHaveLength(5);
    // Dead: even the right date of birth is refused now.
    const right = await login(t, { patientId: people.samId, dateOfBirth: samDateOfBirth, code }, ip);
    expect(right.json()).toEqual({ messages: expired, code: 'expiredLink' });
  });

  it('asks for a date of birth, and does not count a missing or malformed one', async () => {
    const code = await issueSignInLink(t.database.db, people.jordanLoginId, testNetwork);
    const ip = nextIp();
    for (const dateOfBirth of [undefined, '', '01/20/1985', '1985-02-30', '1985-1-20']) {
      const res = await login(
        t,
        { patientId: people.jordanId, code, ...(dateOfBirth === undefined ? {} : { dateOfBirth }) },
        ip,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ messages: invalidDob, code: 'invalidDateOfBirth' });
    }
    expect((await linkRow(code)).failedAttempts).toBe(0);
    expect(await failuresOf(people.jordanId)).toHaveLength(0);
    const res = await login(t, { patientId: people.jordanId, dateOfBirth: '1985-01-20', code }, ip);
    expect(res.statusCode).toBe(200);
  });

  it("refuses a patient outside the link's login like a wrong date, without counting against that patient", async () => {
    const code = await issueSignInLink(t.database.db, people.demoLoginId, testNetwork);
    const res = await login(t, { patientId: people.jordanId, dateOfBirth: '1985-01-20', code }, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(invalidDob);
    expect((await linkRow(code)).failedAttempts).toBe(1);
    expect(await failuresOf(people.jordanId)).toHaveLength(0);
  });

  it('refuses bodies that are not a sign-in with 400, never a 5xx', async () => {
    const ip = nextIp();
    for (const payload of [
      {},
      { patientId: 'x', code: 'y' },
      { patientId: people.alexId },
      [1, 2],
      null,
      'text',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/portal/Auth/Login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it("locks a patient's portal sign-in for an hour after 10 failures in 24 hours, audited", async () => {
    const ip = nextIp();
    // Sam already has 5 failures from the parallel test; five more across two links make 10.
    for (let link = 0; link < 2; link += 1) {
      const code = await issueSignInLink(t.database.db, people.demoLoginId, testNetwork);
      for (let i = 0; i < 3 && (await failuresOf(people.samId)).length < 10; i += 1) {
        const res = await login(t, { patientId: people.samId, dateOfBirth: '1999-09-09', code }, ip);
        expect(res.json().messages).toEqual(invalidDob);
      }
    }
    expect(await failuresOf(people.samId)).toHaveLength(10);
    const [sam] = await t.database.db.select().from(patients).where(eq(patients.id, people.samId));
    const lockedFor = Date.parse(sam?.portalLockedUntil ?? '') - Date.now();
    expect(lockedFor).toBeGreaterThan(59 * 60_000);
    expect(lockedFor).toBeLessThanOrEqual(60 * 60_000);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'portal-lock'), eq(auditLog.patientId, people.samId)));
    expect(audits).toHaveLength(1);

    // While locked, even the right date is not compared: a lock message, and the link is kept.
    const code = await issueSignInLink(t.database.db, people.demoLoginId, testNetwork);
    const right = await login(t, { patientId: people.samId, dateOfBirth: samDateOfBirth, code }, ip);
    expect(right.json()).toEqual({ messages: locked, code: 'patientLocked' });
    expect((await linkRow(code)).usedAt).toBeNull();
    // Switching to the locked patient is refused alike; the other patient of the login is not locked.
    const alex = await signInPortal(t, people.demoLoginId, people.alexId);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/portal/Auth/LoginWithNewPatient',
      headers: alex.headers,
      payload: { patientId: people.samId, dateOfBirth: samDateOfBirth },
    });
    expect(switched.json()).toEqual({ messages: locked, code: 'patientLocked' });

    // Once the hour is over, the right date of birth signs in.
    await t.database.db
      .update(patients)
      .set({ portalLockedUntil: sql`now() - interval '1 second'` })
      .where(eq(patients.id, people.samId));
    const after = await login(t, { patientId: people.samId, dateOfBirth: samDateOfBirth, code }, ip);
    expect(after.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Auth/CurrentUser',
      headers: bearer(after.json().token),
    });
    expect(me.json().currentPatient.id).toBe(people.samId);
  });
});
