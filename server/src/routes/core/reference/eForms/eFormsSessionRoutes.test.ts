import { liveDocumentCompletedEventName } from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  documents,
  eformLinks,
  eformSessions,
  forms,
  patients,
  portalSignInFailures,
} from '../../../../db/schema';
import { type LiveEvent, liveBusOf, staffChannel } from '../../../../live/liveBus';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { lastEFormCode } from '../../../../testing/eFormTicket';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';

const wrongDate = 'Invalid date of birth. Please correct it and try again.';
const locked =
  'Too many wrong dates of birth. Sign-in for this patient is locked; please try again in an hour.';
const expired = 'Expired link. Please request a new link and try again.';
const ended = 'Your session has ended. Enter the date of birth again to continue.';
const alexBirth = '1990-04-12';

describe('e-form links: the date-of-birth gate', () => {
  let t: TestApp;
  let people: DemoPeople;
  let staff: SignedIn;
  let consentId: string;

  const sendLink = async () => {
    const sent = await t.app.inject({
      method: 'PUT',
      url: '/api/core/EForms',
      headers: staff.headers,
      payload: { patientId: people.alexId, documentId: consentId },
    });
    expect(sent.statusCode).toBe(201);
    return { code: lastEFormCode(t), linkId: sent.json<{ id: string }>().id };
  };
  const openSession = (code: string, dateOfBirth: string) =>
    t.app.inject({ method: 'POST', url: `/api/core/EForms/${code}/Session`, payload: { dateOfBirth } });

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    staff = await signInStaff(t);
    const [row] = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .innerJoin(forms, eq(forms.id, documents.formId))
      .where(and(eq(documents.patientId, people.alexId), eq(forms.name, 'Consent for Treatment')));
    consentId = row?.id ?? '';
  });
  beforeEach(async () => {
    // Each case starts with the patient unlocked and no failures counted.
    await t.database.db.delete(portalSignInFailures);
    await t.database.db.update(patients).set({ portalLockedUntil: null });
  });
  afterAll(async () => {
    await t.close();
  });

  it('exchanges the code and the right date for a ticket stored only as a hash', async () => {
    const { code, linkId } = await sendLink();
    const opened = await openSession(code, alexBirth);
    expect(opened.statusCode).toBe(201);
    const { ticket, expiresAt } = opened.json<{ ticket: string; expiresAt: string }>();
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const [session] = await t.database.db
      .select()
      .from(eformSessions)
      .where(eq(eformSessions.linkId, linkId));
    expect(session?.ticketHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.ticketHash).not.toContain(ticket);
    expect((await t.app.inject({ method: 'GET', url: `/api/core/EForms/${ticket}` })).statusCode).toBe(200);
    // A ticket past its idle time-out opens nothing: the page asks for the date again.
    await t.database.db
      .update(eformSessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(eformSessions.linkId, linkId));
    const stale = await t.app.inject({ method: 'GET', url: `/api/core/EForms/${ticket}` });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().messages).toEqual([ended]);
  });

  it('refuses a wrong date, audits it, and kills the link at the fifth', async () => {
    const { code, linkId } = await sendLink();
    // A malformed date is refused without being compared or counted.
    expect((await openSession(code, '12/04/1990')).json().messages).toEqual([wrongDate]);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await openSession(code, '1990-04-13');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().messages).toEqual([wrongDate]);
    }
    const [link] = await t.database.db.select().from(eformLinks).where(eq(eformLinks.id, linkId));
    expect(link?.failedAttempts).toBe(5);
    const dead = await openSession(code, alexBirth);
    expect(dead.statusCode).toBe(404);
    expect(dead.json().messages).toEqual([expired]);
    const denied = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'eform-open'), eq(auditLog.outcome, 'denied')));
    expect(denied.length).toBeGreaterThanOrEqual(5);
    expect(denied.every((row) => row.patientId === people.alexId)).toBe(true);
  });

  it('locks the patient at the tenth wrong date, as portal sign-in does, right date or not', async () => {
    for (let link = 0; link < 2; link += 1) {
      const { code } = await sendLink();
      for (let attempt = 0; attempt < 5; attempt += 1) await openSession(code, '1991-01-01');
    }
    const { code } = await sendLink();
    const refused = await openSession(code, alexBirth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([locked]);
    const [alex] = await t.database.db.select().from(patients).where(eq(patients.id, people.alexId));
    expect(Date.parse(alex?.portalLockedUntil ?? '')).toBeGreaterThan(Date.now() + 59 * 60_000);
  });

  it('tells staff at once when the patient completes a document through the link', async () => {
    const { code } = await sendLink();
    const ticket = (await openSession(code, alexBirth)).json<{ ticket: string }>().ticket;
    const view = (await t.app.inject({ method: 'GET', url: `/api/core/EForms/${ticket}` })).json();
    const content = view.documents[0].content as {
      rows: Array<{ columns: Array<{ children: Array<{ id: string; elType: string }> }> }>;
    };
    const ids = Object.fromEntries(
      content.rows.flatMap((r) =>
        r.columns.flatMap((c) => c.children.map((child) => [child.elType, child.id])),
      ),
    );
    const events: LiveEvent[] = [];
    const stop = liveBusOf(t.app.deps).subscribe(staffChannel, (event) => events.push(event));
    const completed = await t.app.inject({
      method: 'PUT',
      url: `/api/core/EForms/${ticket}/Document`,
      payload: {
        documentId: consentId,
        results: {
          [ids.Checkbox ?? '']: true,
          [ids.Signature ?? '']: {
            signature: 'data:image/png;base64,iVBORw0KGgo=',
            date: '2025-01-01T10:00:00Z',
          },
        },
      },
    });
    stop();
    expect(completed.statusCode, completed.body).toBe(200);
    expect(events).toEqual([
      {
        name: liveDocumentCompletedEventName,
        data: expect.objectContaining({ documentId: consentId, patientId: people.alexId, via: 'e-form' }),
      },
    ]);
  });
});
