import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationSettings, portalLogins } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../../testing/signIn';

describe('staff secure messages', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let jordan: SignedIn;
  let staff: SignedIn;
  let organizationName: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example.org' });
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    staff = await signInStaff(t);
    const [settings] = await t.database.db.select().from(organizationSettings);
    organizationName = settings?.organizationName ?? '';
    expect(organizationName).not.toBe('');
  });
  afterAll(async () => {
    await t.close();
  });

  const patientThread = async (who: SignedIn, subject: string, body: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Messages/Threads',
      headers: who.headers,
      payload: { subject, body },
    });
    return res.json().thread.id as string;
  };
  const inbox = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/core/Messages/Threads${query}`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  const inboxStatus = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/core/Messages/Threads${query}`, headers: staff.headers }))
      .statusCode;

  it('shows the inbox across patients, newest first, with patient names and unread counts', async () => {
    const alexThread = await patientThread(alex, 'Appointment time', 'Can we move it?');
    const jordanThread = await patientThread(jordan, 'Billing', 'Question about my bill');
    const all = await inbox();
    expect(all.items.map((i: { id: string }) => i.id).slice(0, 2)).toEqual([jordanThread, alexThread]);
    expect(all.items[0]).toMatchObject({ patientName: 'Jordan Lee', unreadCount: 1, subject: 'Billing' });
    expect(all.items[1]).toMatchObject({ patientName: 'Alex Rivera', unreadCount: 1 });

    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/core/Messages/Threads/${alexThread}`,
      headers: staff.headers,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().thread).toMatchObject({ patientName: 'Alex Rivera', unreadCount: 0 });
    expect(opened.json().messages[0]).toMatchObject({ body: 'Can we move it?', authorName: 'Alex Rivera' });
    expect(opened.json().messages[0].readAt).not.toBeNull();

    const unread = await inbox('?unreadOnly=true');
    expect(unread.items.map((i: { id: string }) => i.id)).toEqual([jordanThread]);
    expect(unread.total).toBe(1);
    const notFiltered = await inbox('?unreadOnly=false&page=0&pageSize=1');
    expect(notFiltered).toMatchObject({ total: 2, pageSize: 1 });
    expect(notFiltered.items).toHaveLength(1);
  });

  it('e-mails a notice without the message content when staff reply, in the login language', async () => {
    const threadId = await patientThread(alex, 'Side effects', 'I feel dizzy');
    await t.database.db
      .update(portalLogins)
      .set({ language: 'es' })
      .where(eq(portalLogins.id, people.demoLoginId));
    const before = t.sentMail.length;
    const secret = 'Please lower the dose of sertraline to 25 mg';
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/core/Messages/Threads/${threadId}/Messages`,
      headers: staff.headers,
      payload: { body: secret },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ authorType: 'staff', authorName: 'Test Clinician', body: secret });
    const mails = t.sentMail.slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe('demo@example.org');
    expect(mail?.text).toContain(
      `Tiene un nuevo mensaje de ${organizationName}. Inicie sesión en el portal para leerlo.`,
    );
    expect(mail?.text).toContain('https://portal.example.org/signin');
    for (const text of [mail?.subject, mail?.text, mail?.html ?? '']) {
      expect(text).not.toContain('sertraline');
      expect(text).not.toContain('Side effects');
      expect(text).not.toContain('dizzy');
    }
    await t.database.db
      .update(portalLogins)
      .set({ language: 'en' })
      .where(eq(portalLogins.id, people.demoLoginId));
  });

  it('starts a thread with a patient and notifies them in English by default', async () => {
    const before = t.sentMail.length;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Messages/Threads',
      headers: staff.headers,
      payload: { patientId: people.jordanId, subject: 'Lab results', body: 'Your results are in.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().thread).toMatchObject({
      patientId: people.jordanId,
      subject: 'Lab results',
      unreadCount: 0,
    });
    const mails = t.sentMail.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('jordan@example.org');
    expect(mails[0]?.text).toBe(
      `You have a new message from ${organizationName}. Sign in to the portal to read it.\n\nhttps://portal.example.org/signin\n`,
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Messages/Threads',
      headers: jordan.headers,
    });
    expect(list.json().items[0]).toMatchObject({ subject: 'Lab results', unreadCount: 1 });
  });

  it('answers 404 for unknown threads and patients, 400 for bad input', async () => {
    const unknown = randomUUID();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/core/Messages/Threads/${unknown}`,
      headers: staff.headers,
    });
    expect(read.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/core/Messages/Threads/${unknown}/Messages`,
          headers: staff.headers,
          payload: { body: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const newThread = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Messages/Threads',
      headers: staff.headers,
      payload: { patientId: unknown, subject: 'x', body: 'y' },
    });
    expect(newThread.statusCode).toBe(404);
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/core/Messages/Threads/abc',
      headers: staff.headers,
    });
    expect(badId.statusCode).toBe(400);
    const badQuery = await inboxStatus('?unreadOnly=maybe');
    expect(badQuery).toBe(400);
  });

  it('needs a staff session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/core/Messages/Threads', headers: alex.headers }))
        .statusCode,
    ).toBe(401);
  });
});
