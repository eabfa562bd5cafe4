import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type SignedIn, signInStaff } from '../../../testing/signIn';

/** A 1 × 1 transparent PNG. */
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe("a staff user's own signature", () => {
  let t: TestApp;
  let kim: SignedIn & { staffUserId: string };
  let lee: SignedIn & { staffUserId: string };
  beforeAll(async () => {
    t = await createTestApp();
    kim = await signInStaff(t, { email: 'kim@example.org' });
    lee = await signInStaff(t, { email: 'lee@example.org' });
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (who: SignedIn, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/core/Auth/Signature', headers: who.headers, payload });
  const me = async (who: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: '/api/core/Auth/CurrentUser', headers: who.headers })).json();
  const stored = async (id: string) =>
    (await t.database.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0]?.signature;

  it('is saved for the signed-in user only, read back with the user, and removed', async () => {
    const saved = await put(kim, { signature: png });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: kim.staffUserId, signature: png });
    expect((await me(kim)).signature).toBe(png);
    expect(await stored(lee.staffUserId)).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resourceId, kim.staffUserId), eq(auditLog.action, 'update-signature'))),
    ).toHaveLength(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/core/Auth/Signature',
      headers: kim.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().signature).toBeNull();
    expect(await stored(kim.staffUserId)).toBeNull();
  });

  it('refuses anything but a bounded PNG, JPEG or WebP data URL, with a clear message', async () => {
    const cases: [unknown, string][] = [
      [
        'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
        'The signature must be a PNG, JPEG or WebP image data URL.',
      ],
      ['javascript:alert(1)', 'The signature must be a PNG, JPEG or WebP image data URL.'],
      ['data:image/png;base64,not base64!', 'The signature must be a PNG, JPEG or WebP image data URL.'],
      [`data:image/png;base64,${'A'.repeat(700_000)}`, 'The signature image is too large: at most 500 KB.'],
    ];
    for (const [signature, message] of cases) {
      const refused = await put(kim, { signature });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().messages.join('\n')).toContain(message);
    }
    expect((await put(kim, {})).statusCode).toBe(400);
    expect(await stored(kim.staffUserId)).toBeNull();
  });

  it('is for signed-in staff only', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Auth/Signature',
      payload: { signature: png },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
