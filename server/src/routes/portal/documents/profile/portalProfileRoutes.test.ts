import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../../../../testing/signIn';

describe('portal profile', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let sam: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    sam = await signInPortal(t, people.demoLoginId, people.samId);
  });
  afterAll(async () => {
    await t.close();
  });

  const sendChanges = (who: SignedIn, changes: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/portal/Profile/ChangeRequests',
      headers: who.headers,
      payload: { changes },
    });

  it("shows the current patient's own details", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/Profile', headers: alex.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: people.alexId,
      firstName: 'Alex',
      lastName: 'Rivera',
      dateOfBirth: '1990-04-12',
      city: 'Columbus',
      phone: '(614) 555-0142',
      email: 'demo@example.org',
    });
    const other = await t.app.inject({ method: 'GET', url: '/api/portal/Profile', headers: sam.headers });
    expect(other.json()).toMatchObject({ id: people.samId, firstName: 'Sam' });
  });

  it('sends whitelisted, checked changes as a pending request; the chart does not change yet', async () => {
    const res = await sendChanges(alex, {
      phone: '(614) 555-0199',
      email: ' Alex.New@Example.org ',
      city: 'Columbus',
      state: 'oh',
      addressLine1: '12 High St',
    });
    expect(res.statusCode).toBe(201);
    // The city and state equal the chart's values, so they are left out.
    expect(res.json()).toMatchObject({
      patientId: people.alexId,
      status: 'pending',
      changes: { phone: '(614) 555-0199', email: 'alex.new@example.org', addressLine1: '12 High St' },
      reviewedAt: null,
    });
    expect(Object.keys(res.json().changes).sort()).toEqual(['addressLine1', 'email', 'phone']);
    const profile = await t.app.inject({ method: 'GET', url: '/api/portal/Profile', headers: alex.headers });
    expect(profile.json().phone).toBe('(614) 555-0142');

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Profile/ChangeRequests',
      headers: alex.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((i: { id: string }) => i.id)).toEqual([res.json().id]);
    const samsList = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Profile/ChangeRequests',
      headers: sam.headers,
    });
    expect(samsList.json().items).toEqual([]);
  });

  it('refuses fields outside the whitelist, invalid values and empty requests with 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dateOfBirth: '2000-01-01' }, 'dateOfBirth'],
      [{ balanceCents: 0 }, 'balanceCents'],
      [{ phone: '123' }, 'Invalid phone number'],
      [{ email: 'not-an-email' }, 'This field must have a valid email format'],
      [{ zip: 'ABCDE' }, 'ZIP'],
      [{ firstName: '' }, 'This field is required'],
      [{ city: 'x'.repeat(101) }, 'This field length must be less than 100'],
      [{}, 'There are no changes to send.'],
      [{ lastName: 'Rivera' }, 'There are no changes to send.'],
    ];
    for (const [changes, expected] of cases) {
      const res = await sendChanges(alex, changes);
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().messages.join('\n')).toContain(expected);
    }
  });

  it('needs a portal session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/Profile' })).statusCode).toBe(401);
  });
});
