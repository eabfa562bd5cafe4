import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequests, patients } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../../../../testing/signIn';
import { createTestForm } from '../testing/portalDocumentFixtures';

describe('portal intake documents of appointment requests', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let jordan: SignedIn;
  let form: { formId: string; versionId: string };

  const newRequest = async (values: Partial<typeof appointmentRequests.$inferInsert>) => {
    const [alexRow] = await t.database.db.select().from(patients).where(eq(patients.id, people.alexId));
    const [row] = await t.database.db
      .insert(appointmentRequests)
      .values({ locationId: alexRow?.locationId ?? null, ...values })
      .returning();
    return row?.id ?? '';
  };

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    form = await createTestForm(t, { offerAtLocationOf: people.alexId });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (who: SignedIn, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/portal/PatientRequestDocuments',
      headers: who.headers,
      payload,
    });

  it('attaches, reads and completes an intake form of the caller’s own request', async () => {
    const requestId = await newRequest({ loginId: people.demoLoginId, patientId: people.alexId });
    const created = await create(alex, {
      patientRequestId: requestId,
      formId: form.formId,
      results: { TextInput1: 'Alex', TextInput2: 'forged' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      patientRequestId: requestId,
      order: 0,
      results: { TextInput1: 'Alex' },
    });
    const id = created.json().id;

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/portal/PatientRequestDocuments/${id}`,
      headers: alex.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().content.rows).toHaveLength(3);

    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/portal/PatientRequestDocuments/${id}`,
      headers: alex.headers,
      payload: { results: { TextInput1: ' ', EmailInput1: 'nope' }, complete: true },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({
      TextInput1: ['This field is required'],
      EmailInput1: ['This field must have a valid email format'],
    });
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/portal/PatientRequestDocuments/${id}`,
      headers: alex.headers,
      payload: { results: { TextInput1: 'Alex Rivera' }, complete: true },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().results).toEqual({ TextInput1: 'Alex Rivera' });
  });

  it("answers 404 for another person's request or document, 403 for forms not offered", async () => {
    const jordansRequest = await newRequest({ loginId: people.jordanLoginId, patientId: people.jordanId });
    expect((await create(alex, { patientRequestId: jordansRequest, formId: form.formId })).statusCode).toBe(
      404,
    );
    expect((await create(alex, { patientRequestId: randomUUID(), formId: form.formId })).statusCode).toBe(
      404,
    );

    const alexRequest = await newRequest({ loginId: people.demoLoginId, patientId: people.alexId });
    const id = (await create(alex, { patientRequestId: alexRequest, formId: form.formId })).json().id;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { results: {} }],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/portal/PatientRequestDocuments/${id}`,
        headers: jordan.headers,
        payload,
      });
      expect(res.statusCode).toBe(404);
    }

    const notOffered = await createTestForm(t, { name: 'Elsewhere' });
    const refused = await create(alex, { patientRequestId: alexRequest, formId: notOffered.formId });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses changes once the clinic has reviewed the request', async () => {
    const requestId = await newRequest({ loginId: people.demoLoginId, patientId: people.alexId });
    const id = (await create(alex, { patientRequestId: requestId, formId: form.formId })).json().id;
    await t.database.db
      .update(appointmentRequests)
      .set({ status: 'Approved' })
      .where(eq(appointmentRequests.id, requestId));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/portal/PatientRequestDocuments/${id}`,
      headers: alex.headers,
      payload: { results: { TextInput1: 'late' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['This appointment request can no longer be changed.']);
  });
});
