import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentOf } from '../routes/core/forms/formsTestKit.testing';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { signInPortal, signInStaff } from '../testing/signIn';

describe('security headers on the whole server, public over https', () => {
  let t: TestApp;
  let people: DemoPeople;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://clinic.example.org' });
    people = await seedDemoPeople(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("the portal's current user (a date of birth) is never stored, sniffed or framed; HSTS is sent", async () => {
    const { headers } = await signInPortal(t, people.demoLoginId, people.alexId);
    const me = await t.app.inject({ method: 'GET', url: '/api/portal/Auth/CurrentUser', headers });
    expect(me.statusCode).toBe(200);
    expect(me.body).toContain('1990-04-12');
    expect(me.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(me.headers['content-security-policy']).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
  });

  it('refusals carry them too', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/portal/Auth/CurrentUser' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers).toMatchObject({ 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
  });

  it('a printable page keeps its own policy (no script, data-URL images), framed nowhere, never stored', async () => {
    const { headers } = await signInStaff(t);
    const call = (method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const content = contentOf([{ id: 'TextInput1', elType: 'TextInput', properties: { label: 'Name' } }]);
    const form = (await call('PUT', '/api/core/Forms', { name: 'Printed', content })).json();
    const document = (
      await call('PUT', '/api/core/Documents', { formId: form.id, patientId: people.alexId, results: {} })
    ).json();
    const res = await call('GET', `/api/core/Documents/RenderDocument/${document.id}`);
    expect(res.statusCode).toBe(200);
    const policy = res.headers['content-security-policy'];
    expect(policy).toMatch(/^default-src 'none'; img-src data:; style-src 'unsafe-inline';/);
    expect(policy).not.toMatch(/script-src/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(res.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('the API reference has its own looser page policy, never framed', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toMatch(/script-src 'self';.*frame-ancestors 'none'/);
  });
});
