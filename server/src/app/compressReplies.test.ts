import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentOf } from '../routes/core/forms/formsTestKit.testing';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { signInPortal, signInStaff } from '../testing/signIn';

describe('compressed answers', () => {
  let t: TestApp;
  let people: DemoPeople;
  let portal: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    portal = (await signInPortal(t, people.demoLoginId, people.alexId)).headers;
  });
  afterAll(async () => {
    await t.close();
  });

  const appointments = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/portal/Appointments',
      headers: { ...portal, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('a JSON answer goes brotli-compressed to a browser, and reads the same once inflated', async () => {
    const plain = await appointments();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await appointments('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const inflated = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'));
    // The same patient's appointments (the server's clock in the reply moves between calls).
    expect({ ...inflated, serverNowUtc: null }).toEqual({ ...plain.json(), serverNowUtc: null });
  });

  it('gzip to a client that takes only gzip', async () => {
    const gzip = await appointments('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')).upcoming).toBeInstanceOf(Array);
  });

  it('small answers stay as they are, printable pages go compressed, compressed bodies are refused', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();

    const { headers } = await signInStaff(t);
    const staff = { ...headers, 'accept-encoding': 'br' };
    const content = contentOf([{ id: 'TextInput1', elType: 'TextInput', properties: { label: 'Name' } }]);
    const form = (
      await t.app.inject({
        method: 'PUT',
        url: '/api/core/Forms',
        headers: staff,
        payload: { name: 'Printed', content },
      })
    ).json();
    const document = (
      await t.app.inject({
        method: 'PUT',
        url: '/api/core/Documents',
        headers: staff,
        payload: { formId: form.id, patientId: people.alexId, results: {} },
      })
    ).json();
    const printable = await t.app.inject({
      method: 'GET',
      url: `/api/core/Documents/RenderDocument/${document.id}`,
      headers: staff,
    });
    expect(printable.headers['content-type']).toMatch(/^text\/html/);
    expect(printable.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(printable.rawPayload).toString('utf8')).toContain('Name');

    // A gzip body is not inflated: it is refused as the malformed JSON it is, never a 500.
    const compressedBody = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Forms',
      headers: { ...staff, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(compressedBody.statusCode).toBe(400);
  });
});
