import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { signInPortal } from '../testing/signIn';

describe('the sign-in mail answers in the language of the page that asked for it', () => {
  let t: TestApp;
  let people: DemoPeople;
  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
  });
  afterAll(() => t.close());

  const sendLink = async (email: string, headers: Record<string, string>) => {
    const before = t.sentMail.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/portal/Auth/SendLink',
      headers,
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.drain();
    return t.sentMail.slice(before).find((mail) => mail.to === email);
  };

  it('a Spanish sign-in page gets a Spanish mail although the login saved English', async () => {
    expect((await sendLink('demo@example.org', { 'accept-language': 'es' }))?.subject).toBe(
      'Su enlace para iniciar sesión',
    );
  });

  it("a caller naming no language gets the login's saved language", async () => {
    const jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/portal/Auth/Language',
      headers: jordan.headers,
      payload: { language: 'es' },
    });
    expect((await sendLink('jordan@example.org', {}))?.subject).toBe('Su enlace para iniciar sesión');
  });
});
