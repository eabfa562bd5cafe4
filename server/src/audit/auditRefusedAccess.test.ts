import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, episodesOfCare } from '../db/schema';
import {
  createTestDocument,
  createTestForm,
} from '../routes/portal/documents/testing/portalDocumentFixtures';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../testing/signIn';

describe('a request refused with 404 or 403 leaves a denied audit row, and the same reply', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let staff: SignedIn & { staffUserId: string };
  let jordanDocumentId: string;
  let jordanThreadId: string;

  /** The newest audit row, which the request under test wrote if it wrote any. */
  const newestRow = async () =>
    (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const rowCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    staff = await signInStaff(t, { email: 'refused@example.org' });
    const form = await createTestForm(t);
    const [episode] = await t.database.db
      .select()
      .from(episodesOfCare)
      .where(eq(episodesOfCare.patientId, people.jordanId));
    jordanDocumentId = await createTestDocument(t, form, people.jordanId, {
      episodeOfCareId: episode?.id ?? null,
    });
    const jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    const thread = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Messages/Threads',
      headers: jordan.headers,
      payload: { subject: 'Mine', body: 'Private' },
    });
    jordanThreadId = thread.json().thread.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Alex's portal session asks for Jordan's records, one route family after another. */
  const portalCases: Array<[family: string, build: () => { request: InjectOptions; expected: object }]> = [
    [
      'a document',
      () => ({
        request: { method: 'GET', url: `/api/portal/Documents/${jordanDocumentId}` },
        expected: { action: 'read', resource: 'Documents/{id}', resourceId: jordanDocumentId },
      }),
    ],
    [
      'a change to a document',
      () => ({
        request: {
          method: 'PATCH',
          url: `/api/portal/Documents/${jordanDocumentId}`,
          payload: { rowVersion: 1, results: { TextInput1: 'x' } },
        },
        expected: { action: 'write', resource: 'Documents/{id}', resourceId: jordanDocumentId },
      }),
    ],
    [
      'a message thread',
      () => ({
        request: { method: 'GET', url: `/api/portal/Messages/Threads/${jordanThreadId}` },
        expected: { action: 'read', resource: 'Messages/Threads/{id}', resourceId: jordanThreadId },
      }),
    ],
    [
      'a statement (payment history)',
      () => ({
        request: { method: 'GET', url: `/api/portal/Patients/getPaymentHistory/${people.jordanId}` },
        expected: {
          action: 'read',
          resource: 'Patients/getPaymentHistory/{id}',
          resourceId: people.jordanId,
        },
      }),
    ],
  ];

  it.each(portalCases)("another patient's %s: 404 as before, audited as denied", async (_family, build) => {
    const { request, expected } = build();
    const res = await t.app.inject({ ...request, headers: alex.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ messages: ['Not found.'] });
    expect(await newestRow()).toMatchObject({
      ...expected,
      actorType: 'portal',
      actorId: people.demoLoginId,
      // The patient the caller acts for: their trail shows what their login tried.
      patientId: people.alexId,
      ip: '127.0.0.1',
      outcome: 'denied',
    });
  });

  it('an appointment request that is not the caller’s', async () => {
    const id = randomUUID();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/AppointmentRequests/${id}`,
      headers: alex.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(await newestRow()).toMatchObject({
      action: 'read',
      resource: 'AppointmentRequests/{id}',
      resourceId: id,
      outcome: 'denied',
    });
  });

  it("staff asking for a document or an episode's documents that are not there (the batched read included)", async () => {
    const documentId = randomUUID();
    const document = await t.app.inject({
      method: 'GET',
      url: `/api/core/Documents/${documentId}`,
      headers: staff.headers,
    });
    expect(document.statusCode).toBe(404);
    expect(await newestRow()).toMatchObject({
      actorType: 'staff',
      actorId: staff.staffUserId,
      patientId: null,
      action: 'read',
      resource: 'Documents/{id}',
      resourceId: documentId,
      outcome: 'denied',
    });
    const episodeId = randomUUID();
    const list = await t.app.inject({
      method: 'POST',
      url: `/api/core/Documents/ByEoc/${episodeId}/${people.alexId}`,
      headers: staff.headers,
      payload: {},
    });
    expect(list.statusCode).toBe(404);
    expect(await newestRow()).toMatchObject({
      resource: 'Documents/ByEoc/{eocId}/{patientId}',
      resourceId: `${episodeId}/${people.alexId}`,
      outcome: 'denied',
    });
  });

  it('staff refused by role (403) are audited too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/core/Patients/${people.alexId}/AuditTrail`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(await newestRow()).toMatchObject({
      actorId: staff.staffUserId,
      resource: 'Patients/{id}/AuditTrail',
      resourceId: people.alexId,
      outcome: 'denied',
    });
  });

  it('writes nothing for a caller who is not signed in, nor for an address no route serves', async () => {
    const before = await rowCount();
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Waitlist/Offer/${'x'.repeat(43)}`,
    });
    expect(anonymous.statusCode).toBe(404);
    const unknownRoute = await t.app.inject({
      method: 'GET',
      url: '/api/portal/NoSuchThing',
      headers: alex.headers,
    });
    expect(unknownRoute.statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
  });

  it('writes no denied row for a read that succeeds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/Profile', headers: alex.headers });
    expect(res.statusCode).toBe(200);
    expect(await newestRow()).toMatchObject({ action: 'read', resource: 'Patient', outcome: 'success' });
  });
});
