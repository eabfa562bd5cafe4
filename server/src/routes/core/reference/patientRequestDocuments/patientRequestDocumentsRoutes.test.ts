import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequests, forms } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('intake documents of appointment requests (core PatientRequestDocuments)', () => {
  let t: TestApp;
  let people: DemoPeople;
  let staff: SignedIn;
  let requestId: string;
  let consentFormId: string;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    staff = await signInStaff(t);
    const [request] = await t.database.db
      .insert(appointmentRequests)
      .values({ patientId: people.alexId })
      .returning({ id: appointmentRequests.id });
    requestId = request?.id ?? '';
    const [form] = await t.database.db.select().from(forms).where(eq(forms.name, 'Consent for Treatment'));
    consentFormId = form?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: staff.headers, payload });

  it('attaches a document on the official version, reads it back and replaces its answers', async () => {
    const created = await put('/api/core/PatientRequestDocuments', {
      patientRequestId: requestId,
      formId: consentFormId,
      order: 2,
    });
    expect(created.statusCode).toBe(201);
    const document = created.json();
    expect(document).toMatchObject({
      patientRequestId: requestId,
      formId: consentFormId,
      formName: 'Consent for Treatment',
      results: {},
      totalSignatures: 1,
      completedSignatures: 0,
      order: 2,
    });

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/core/PatientRequestDocuments/${document.id}`,
      headers: staff.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(document);

    const signature = { signature: 'data:image/png;base64,iVBORw0KGgo=', date: '2025-01-01T10:00:00Z' };
    const updated = await put(`/api/core/PatientRequestDocuments/${document.id}`, {
      results: { Signature1: signature, Checkbox1: true },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ order: 2, results: { Checkbox1: true } });
  });

  it('answers 404 for unknown requests, forms and documents, 400 for bad bodies', async () => {
    expect(
      (await put('/api/core/PatientRequestDocuments', { patientRequestId: unknownId, formId: consentFormId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await put('/api/core/PatientRequestDocuments', { patientRequestId: requestId, formId: unknownId }))
        .statusCode,
    ).toBe(404);
    expect((await put('/api/core/PatientRequestDocuments', { patientRequestId: requestId })).statusCode).toBe(
      400,
    );
    expect((await put(`/api/core/PatientRequestDocuments/${unknownId}`, { results: {} })).statusCode).toBe(
      404,
    );
    expect((await put(`/api/core/PatientRequestDocuments/${unknownId}`, {})).statusCode).toBe(400);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/core/PatientRequestDocuments/${unknownId}`,
      headers: staff.headers,
    });
    expect(read.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/core/PatientRequestDocuments/${unknownId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
