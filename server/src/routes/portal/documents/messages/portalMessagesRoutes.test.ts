import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../../testing/signIn';

describe('portal secure messages', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let jordan: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    staff = await signInStaff(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const startThread = async (who: SignedIn, subject: string, body = 'Hello') => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Messages/Threads',
      headers: who.headers,
      payload: { subject, body },
    });
    expect(res.statusCode).toBe(201);
    return res.json().thread.id as string;
  };
  const staffReply = (threadId: string, body: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/core/Messages/Threads/${threadId}/Messages`,
      headers: staff.headers,
      payload: { body },
    });
  const unreadCount = async (who: SignedIn) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/portal/Messages/UnreadCount', headers: who.headers })
    ).json().count as number;

  it('starts a thread, cleans control characters and keeps line breaks', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Messages/Threads',
      headers: alex.headers,
      payload: { subject: ' Refill\r\nquestion\u0007 ', body: 'Line one\r\nLine two\u0007\u202E' },
    });
    expect(res.statusCode).toBe(201);
    const detail = res.json();
    expect(detail.thread.subject).toBe('Refill question');
    expect(detail.thread.unreadCount).toBe(0);
    expect(detail.messages).toHaveLength(1);
    expect(detail.messages[0]).toMatchObject({
      authorType: 'patient',
      authorName: 'Alex Rivera',
      body: 'Line one\nLine two',
      readAt: null,
    });
  });

  it('refuses empty or too long subjects and bodies with 400 and messages', async () => {
    for (const payload of [
      { subject: '', body: 'x' },
      { subject: 'x'.repeat(201), body: 'x' },
      { subject: 'ok', body: ' \u0000 ' },
      { subject: 'ok', body: 'x'.repeat(5001) },
      { subject: 'ok' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/portal/Messages/Threads',
        headers: alex.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages.length).toBeGreaterThan(0);
    }
    const atLimit = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Messages/Threads',
      headers: alex.headers,
      payload: { subject: 's'.repeat(200), body: 'b'.repeat(5000) },
    });
    expect(atLimit.statusCode).toBe(201);
  });

  it('lists threads newest activity first, pages them, and counts unread clinic messages', async () => {
    const fresh = await createTestApp();
    try {
      const p = await seedDemoPeople(fresh);
      const sam = await signInPortal(fresh, p.demoLoginId, p.samId);
      const clinic = await signInStaff(fresh);
      const ids: string[] = [];
      for (const subject of ['first', 'second', 'third']) {
        const res = await fresh.app.inject({
          method: 'PUT',
          url: '/api/portal/Messages/Threads',
          headers: sam.headers,
          payload: { subject, body: 'question' },
        });
        ids.push(res.json().thread.id);
      }
      // A clinic reply to the oldest thread moves it to the top.
      for (const body of ['answer one', 'answer two']) {
        const reply = await fresh.app.inject({
          method: 'PUT',
          url: `/api/core/Messages/Threads/${ids[0]}/Messages`,
          headers: clinic.headers,
          payload: { body },
        });
        expect(reply.statusCode).toBe(201);
      }
      const page0 = await fresh.app.inject({
        method: 'GET',
        url: '/api/portal/Messages/Threads?page=0&pageSize=2',
        headers: sam.headers,
      });
      expect(page0.statusCode).toBe(200);
      expect(page0.json()).toMatchObject({ total: 3, page: 0, pageSize: 2 });
      expect(page0.json().items.map((i: { subject: string }) => i.subject)).toEqual(['first', 'third']);
      expect(page0.json().items[0].unreadCount).toBe(2);
      expect(page0.json().items[1].unreadCount).toBe(0);
      const page1 = await fresh.app.inject({
        method: 'GET',
        url: '/api/portal/Messages/Threads?page=1&pageSize=2',
        headers: sam.headers,
      });
      expect(page1.json().items.map((i: { subject: string }) => i.subject)).toEqual(['second']);

      const badge = await fresh.app.inject({
        method: 'GET',
        url: '/api/portal/Messages/UnreadCount',
        headers: sam.headers,
      });
      expect(badge.json()).toEqual({ count: 2 });

      // Opening the thread reads it: oldest first, the clinic's messages get a read time.
      const opened = await fresh.app.inject({
        method: 'GET',
        url: `/api/portal/Messages/Threads/${ids[0]}`,
        headers: sam.headers,
      });
      expect(opened.statusCode).toBe(200);
      const bodies = opened.json().messages.map((m: { body: string }) => m.body);
      expect(bodies).toEqual(['question', 'answer one', 'answer two']);
      expect(opened.json().messages[1].authorName).toBe('Test Clinician');
      expect(opened.json().messages[1].readAt).not.toBeNull();
      expect(opened.json().thread.unreadCount).toBe(0);
      const after = await fresh.app.inject({
        method: 'GET',
        url: '/api/portal/Messages/UnreadCount',
        headers: sam.headers,
      });
      expect(after.json()).toEqual({ count: 0 });
    } finally {
      await fresh.close();
    }
  });

  it("keeps each patient to their own threads: another patient's thread is 404", async () => {
    const threadId = await startThread(jordan, 'Private');
    for (const who of [alex, await signInPortal(t, people.demoLoginId, people.samId)]) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/portal/Messages/Threads/${threadId}`,
        headers: who.headers,
      });
      expect(read.statusCode).toBe(404);
      const reply = await t.app.inject({
        method: 'PUT',
        url: `/api/portal/Messages/Threads/${threadId}/Messages`,
        headers: who.headers,
        payload: { body: 'sneaky' },
      });
      expect(reply.statusCode).toBe(404);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/portal/Messages/Threads',
        headers: who.headers,
      });
      expect(list.json().items.some((i: { id: string }) => i.id === threadId)).toBe(false);
    }
    expect(await unreadCount(alex)).toBe(0);
    await staffReply(threadId, 'Only for Jordan');
    expect(await unreadCount(alex)).toBe(0);
    expect(await unreadCount(jordan)).toBe(1);
  });

  it('lets the patient reply in their own thread', async () => {
    const threadId = await startThread(alex, 'Reply test');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/portal/Messages/Threads/${threadId}/Messages`,
      headers: alex.headers,
      payload: { body: 'More details\nhere' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ threadId, authorType: 'patient', body: 'More details\nhere' });
  });

  it('needs a portal session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/Messages/Threads' });
    expect(res.statusCode).toBe(401);
    const staffToken = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Messages/UnreadCount',
      headers: staff.headers,
    });
    expect(staffToken.statusCode).toBe(401);
  });
});
