import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../../app/appInstance';
import { anotherInstance } from '../../../testing/anotherInstance';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../testing/demoFixtures';
import { mailJobsTo } from '../../../testing/queuedMail';
import { alexDateOfBirth, confirmCodeIn, login, sendLink } from './signInTestKit';

const linkSent = JSON.stringify({ message: 'Link sent, please check your email.' });
const minute = 60_000;

/**
 * Someone who knows a patient's e-mail asks for sign-in links from addresses of their own, on two
 * servers sharing one database; the patient, on their own network, must still get a link that
 * works.
 */
describe('SendLink under attack, two servers on one database', () => {
  let t: TestApp;
  let people: DemoPeople;
  let servers: AppInstance[];
  let now = Date.parse('2030-03-01T09:00:00Z');
  const clock = () => new Date(now);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.clinic.test' });
    people = await seedDemoPeople(t);
    servers = [await anotherInstance(t, { clock }), await anotherInstance(t, { clock })];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await t.close();
  });

  const serverFor = (i: number) => ({ app: servers[i % servers.length] as AppInstance });
  const drain = async () => {
    for (const app of [t.app, ...servers]) await app.jobs.drain();
  };
  const mailsTo = (email: string) => t.sentMail.filter((mail) => mail.to === email);
  const queuedFor = async (email: string) => (await mailJobsTo(t.app, email)).length;

  /** SendLink for `email` from each address, alternating servers; every answer is the usual one. */
  const requestFrom = async (email: string, addresses: string[]) => {
    for (const [i, address] of addresses.entries()) {
      const res = await sendLink(serverFor(i), email, address);
      expect(`${res.statusCode} ${res.body}`).toBe(`200 ${linkSent}`);
    }
    await drain();
  };

  /** The patient asks from their own address and gets exactly one mail: its code. */
  const patientAsks = async (email: string, address: string) => {
    const before = mailsTo(email).length;
    await requestFrom(email, [address]);
    const mails = mailsTo(email).slice(before);
    expect(mails).toHaveLength(1);
    return confirmCodeIn(mails[0]?.text ?? '');
  };

  const signsIn = async (code: string, address: string) => {
    const res = await login(
      serverFor(1),
      { patientId: people.alexId, dateOfBirth: alexDateOfBirth, code },
      address,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  };

  it('5 requests from other addresses, before and after the patient asks, do not stop their link', async () => {
    const attackers = Array.from({ length: 5 }, (_, i) => `198.51.${i}.66`);
    await requestFrom('demo@example.org', attackers);
    expect(mailsTo('demo@example.org')).toHaveLength(5);

    const code = await patientAsks('demo@example.org', '203.0.113.7');

    now += minute; // the attackers' own networks may ask again
    await requestFrom('demo@example.org', attackers);
    expect(mailsTo('demo@example.org')).toHaveLength(11);
    await signsIn(code, '203.0.113.7');
  });

  it('50 requests from other addresses, before and after the patient asks, do not stop their link', async () => {
    now += 60 * minute;
    // 50 addresses in 10 networks, 25 before and 25 after the patient's request.
    const attackers = Array.from({ length: 50 }, (_, i) => `198.18.${i % 10}.${i + 1}`);
    await requestFrom('demo@example.org', attackers.slice(0, 25));
    const code = await patientAsks('demo@example.org', '203.0.113.8');
    now += minute;
    await requestFrom('demo@example.org', attackers.slice(25));
    await signsIn(code, '203.0.113.8');
  });

  it('holds the limits for an address and network whichever server answers, across a restart', async () => {
    now += 60 * minute;
    const email = 'limits@example.org';
    await requestFrom(email, ['192.0.2.10']);
    expect(await queuedFor(email)).toBe(1);
    // The same network half a minute later, on the other server: not queued.
    now += minute / 2;
    await sendLink(serverFor(1), email, '192.0.2.11');
    expect(await queuedFor(email)).toBe(1);

    // A restart: the first server goes, a new one comes; the count stays.
    await servers[0]?.close();
    servers[0] = await anotherInstance(t, { clock });
    for (let i = 0; i < 4; i += 1) {
      now += minute;
      await sendLink(serverFor(i), email, '192.0.2.12');
    }
    expect(await queuedFor(email)).toBe(5);
    now += minute;
    await sendLink(serverFor(0), email, '192.0.2.13');
    await sendLink(serverFor(1), email, '192.0.2.14');
    expect(await queuedFor(email)).toBe(5);
    // Another network has a budget of its own.
    await sendLink(serverFor(0), email, '198.51.100.14');
    expect(await queuedFor(email)).toBe(6);
  });

  it('queues one link for parallel requests from one network to both servers', async () => {
    const email = 'parallel@example.org';
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendLink(serverFor(i), email, `192.0.2.${100 + i}`)),
    );
    expect(await queuedFor(email)).toBe(1);
  });
});
