import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../../app/appInstance';
import { staffUsers } from '../../../db/schema';
import { anotherInstance } from '../../../testing/anotherInstance';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';

const password = 'correct horse battery staple';
const wrong = { status: 400, messages: ['The e-mail or password is incorrect.'] };
const waitOf = (wait: string) => ({
  status: 429,
  messages: [`Too many failed sign-ins. Please try again in ${wait}.`],
});
const second = 1_000;
const minute = 60_000;

/** Staff sign-in throttles, on two servers sharing one database, with a pinned clock. */
describe('staff sign-in throttling', () => {
  let t: TestApp;
  let servers: AppInstance[];
  let now = Date.parse('2030-03-01T09:00:00Z');
  const clock = () => new Date(now);

  beforeAll(async () => {
    t = await createTestApp();
    const passwordHash = await hash(password);
    const people = ['alice', 'carol', 'dave', 'erin', 'frank', 'gina'];
    await t.database.db.insert(staffUsers).values(
      people.map((name) => ({
        email: `${name}@clinic.test`,
        passwordHash,
        firstName: name,
        lastName: 'Staff',
      })),
    );
    servers = [await anotherInstance(t, { clock }), await anotherInstance(t, { clock })];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await t.close();
  });

  let turn = 0;
  /** One sign-in on the next server in turn: its status and messages (and Retry-After on a 429). */
  const signIn = async (email: string, pw: string, client: string) => {
    turn += 1;
    const res = await (servers[turn % servers.length] as AppInstance).inject({
      method: 'POST',
      url: '/api/core/Auth/Login',
      payload: { email, password: pw },
      remoteAddress: client,
    });
    const answer: { status: number; messages?: string[]; retryAfter?: string } = {
      status: res.statusCode,
    };
    if (res.statusCode !== 200) answer.messages = res.json().messages;
    if (res.headers['retry-after'] !== undefined) answer.retryAfter = String(res.headers['retry-after']);
    return answer;
  };

  it('lets 5 failures through, then waits longer after each; the right password works after the wait', async () => {
    const attacker = '198.51.100.66';
    for (let i = 0; i < 5; i += 1)
      expect(await signIn('alice@clinic.test', 'guess', attacker)).toEqual(wrong);
    // Even the right password waits: nothing is checked during the wait.
    expect(await signIn('alice@clinic.test', password, attacker)).toEqual({
      ...waitOf('1 minute'),
      retryAfter: '60',
    });

    // A restart changes nothing: the count is in the database.
    await servers[0]?.close();
    servers[0] = await anotherInstance(t, { clock });
    now += 59 * second;
    expect(await signIn('alice@clinic.test', password, attacker)).toMatchObject(waitOf('1 second'));

    now += second;
    expect(await signIn('alice@clinic.test', 'guess', attacker)).toEqual(wrong);
    expect(await signIn('alice@clinic.test', password, attacker)).toMatchObject(waitOf('2 minutes'));
    now += 2 * minute;
    expect(await signIn('alice@clinic.test', 'guess', attacker)).toEqual(wrong);
    expect(await signIn('alice@clinic.test', password, attacker)).toMatchObject(waitOf('4 minutes'));

    now += 4 * minute;
    expect(await signIn('alice@clinic.test', password, attacker)).toEqual({ status: 200 });
    // The success reset the count: five failures pass at once again.
    for (let i = 0; i < 5; i += 1)
      expect(await signIn('alice@clinic.test', 'guess', attacker)).toEqual(wrong);
    expect(await signIn('alice@clinic.test', 'guess', attacker)).toMatchObject(waitOf('1 minute'));
  });

  it('slows that account only: other accounts, other clients and its own office sign in at once', async () => {
    expect(await signIn('carol@clinic.test', password, '192.0.2.20')).toEqual({ status: 200 });
    const attacker = '198.51.100.77';
    for (let i = 0; i < 5; i += 1)
      expect(await signIn('carol@clinic.test', 'guess', attacker)).toEqual(wrong);
    expect(await signIn('carol@clinic.test', 'guess', attacker)).toMatchObject(waitOf('1 minute'));

    expect(await signIn('dave@clinic.test', password, attacker)).toEqual({ status: 200 });
    expect(await signIn('dave@clinic.test', password, '203.0.113.50')).toEqual({ status: 200 });
    // Carol at her office (a network she signed in from), another computer there.
    expect(await signIn('carol@clinic.test', password, '192.0.2.21')).toEqual({ status: 200 });
    // From a network she never used, the account's throttle applies (a guess spread over networks).
    expect(await signIn('carol@clinic.test', password, '203.0.113.51')).toMatchObject(waitOf('1 minute'));
  });

  it('answers an unknown e-mail exactly like a known account', async () => {
    const answers = async (email: string, client: string) => {
      const all = [];
      for (let i = 0; i < 7; i += 1) all.push(await signIn(email, 'guess', client));
      return all;
    };
    const known = await answers('erin@clinic.test', '198.51.100.88');
    expect(await answers('nobody@clinic.test', '198.51.100.89')).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it('checks at most 5 passwords of 20 parallel attempts on one account', async () => {
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn('gina@clinic.test', 'guess', `198.51.100.${100 + i}`)),
    );
    expect(all.filter((a) => a.status === 400)).toHaveLength(5);
    expect(all.filter((a) => a.status === 429)).toHaveLength(15);
  });

  it('stops a client after 20 failures in 15 minutes, whatever the accounts; successes do not count', async () => {
    const client = '198.51.101.9';
    for (let i = 0; i < 20; i += 1) {
      expect(await signIn(`someone${i}@clinic.test`, 'guess', client)).toEqual(wrong);
      if (i % 2 === 0) expect(await signIn('frank@clinic.test', password, client)).toEqual({ status: 200 });
    }
    expect(await signIn('frank@clinic.test', password, client)).toMatchObject(waitOf('15 minutes'));
    expect(await signIn('frank@clinic.test', password, '198.51.101.10')).toEqual({ status: 200 });
    now += 15 * minute;
    expect(await signIn('frank@clinic.test', password, client)).toEqual({ status: 200 });
  });
});
