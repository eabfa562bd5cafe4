import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequests, documents, forms, formVersions, locations, patients } from '../../db/schema';
import { buildFormContent } from '../../db/seed/demo/formContent';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../testing/demoFixtures';
import { eFormTicket, lastEFormCode } from '../../testing/eFormTicket';
import { type SignedIn, signInPortal, signInStaff } from '../../testing/signIn';

/**
 * The rules a document's pipeline owns hold through every route: a computed bound, a read-only
 * field, the form header and the chart sections cannot be bypassed by what a client sends, and a
 * refusal carries codes and texts in the caller's language.
 */
const content = buildFormContent([
  [{ elType: 'FormHeader', properties: {} }],
  [{ elType: 'NumberInput', properties: { label: 'Cups a day', maxValue: '{{ 2 + 3 }}' } }],
  [{ elType: 'TextInput', properties: { label: 'Clinic code', readonly: true, value: 'RC-7' } }],
  [{ elType: 'PatientAllergies', properties: {} }],
  [
    {
      elType: 'Checkbox',
      properties: { label: 'I have read and understand this consent', mustBeTicked: true },
    },
  ],
  [{ elType: 'Signature', properties: { label: 'Signature', type: 'general' } }],
]);
const signature = { signature: 'data:image/png;base64,iVBORw0KGgo=', signedBy: 'Alex' };
const ids = {
  header: 'FormHeader1',
  cups: 'NumberInput1',
  code: 'TextInput1',
  allergies: 'PatientAllergies1',
  consent: 'Checkbox1',
  signature: 'Signature1',
};

describe('the document pipeline through the API', () => {
  let t: TestApp;
  let people: DemoPeople;
  let staff: SignedIn;
  let alex: SignedIn;
  let formId: string;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    staff = await signInStaff(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    const db = t.database.db;
    const [form] = await db.insert(forms).values({ name: 'Coffee consent' }).returning({ id: forms.id });
    if (!form) throw new Error('form not inserted');
    formId = form.id;
    const [version] = await db
      .insert(formVersions)
      .values({ formId, name: 'Version 1', content })
      .returning({ id: formVersions.id });
    if (!version) throw new Error('version not inserted');
    await db.update(forms).set({ currentVersionId: version.id }).where(eq(forms.id, formId));
    const [patient] = await db.select().from(patients).where(eq(patients.id, people.alexId));
    if (!patient?.locationId) throw new Error('Alex has no location');
    const [location] = await db.select().from(locations).where(eq(locations.id, patient.locationId));
    await db
      .update(locations)
      .set({ formIds: [...(location?.formIds ?? []), formId] })
      .where(eq(locations.id, patient.locationId));
    const allergy = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Allergy',
      headers: staff.headers,
      payload: { patientId: people.alexId, otherAllergen: 'Penicillin', otherReaction: 'Hives' },
    });
    expect(allergy.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const staffCall = (method: 'PUT' | 'PATCH', url: string, payload: object, language = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { ...staff.headers, 'accept-language': language },
      payload,
    });
  const portalCall = (method: 'PUT' | 'PATCH', url: string, payload: object, language = 'en') =>
    t.app.inject({ method, url, headers: { ...alex.headers, 'accept-language': language }, payload });
  const storedRow = async (id: string) => {
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id));
    if (!row) throw new Error('no document');
    return row;
  };

  it('checks a computed bound as the browser does, in the caller’s language, on every staff route', async () => {
    const created = await staffCall('PUT', '/api/core/Documents', {
      formId,
      patientId: people.alexId,
      results: { [ids.cups]: 100 },
    });
    expect(created.statusCode).toBe(201);
    // A draft keeps any answer of the right shape.
    expect(created.json().results[ids.cups]).toBe(100);
    const { id, rowVersion } = created.json();

    const refused = await staffCall(
      'PATCH',
      `/api/core/Documents/${id}/SaveAndComplete`,
      { rowVersion, results: { [ids.cups]: 100, [ids.consent]: true } },
      'es-MX,es;q=0.9',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrorCodes).toEqual({ [ids.cups]: [{ rule: 'maxValue', limit: 5 }] });
    expect(refused.json().fieldErrors[ids.cups]).toEqual(['Este valor debe ser menor o igual que 5']);
    expect(refused.json().messages[0]).toBe(
      'Algunos campos necesitan su atención antes de poder completar este documento.',
    );
    expect((await storedRow(id)).status).toBe('Draft');

    const english = await staffCall('PUT', '/api/core/Documents/CreateAndComplete', {
      formId,
      patientId: people.alexId,
      results: { [ids.cups]: 6, [ids.consent]: true },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().fieldErrors[ids.cups]).toEqual(['This value must be less than or equal to 5']);

    const bulk = await t.app.inject({
      method: 'PATCH',
      url: '/api/core/Documents/BulkComplete',
      headers: staff.headers,
      payload: { ids: [id] },
    });
    expect(bulk.json().failed[0].fieldErrorCodes[ids.cups]).toEqual([{ rule: 'maxValue', limit: 5 }]);
  });

  it('keeps a read-only field and the form header whatever staff send, and says so', async () => {
    const created = await staffCall('PUT', '/api/core/Documents', { formId, patientId: people.alexId });
    const { id, rowVersion } = created.json();
    expect(created.json().results[ids.code]).toBe('RC-7');
    const header = String(created.json().results[ids.header]);
    expect(header).toContain('Alex');
    expect(header).toContain('Coffee consent');

    const saved = await staffCall('PATCH', `/api/core/Documents/${id}`, {
      rowVersion,
      results: { [ids.code]: 'forged', [ids.header]: '<p>Not the header</p>', [ids.cups]: 2 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().results).toMatchObject({ [ids.code]: 'RC-7', [ids.header]: header, [ids.cups]: 2 });
    expect(saved.json().ignoredComponentIds).toEqual([ids.header, ids.code]);
  });

  it('refuses an answer of the wrong shape and saves nothing', async () => {
    const created = await staffCall('PUT', '/api/core/Documents', { formId, patientId: people.alexId });
    const { id, rowVersion } = created.json();
    const refused = await staffCall('PATCH', `/api/core/Documents/${id}`, {
      rowVersion,
      results: { [ids.signature]: 42, [ids.cups]: 3 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrorCodes).toEqual({ [ids.signature]: [{ rule: 'invalidValue' }] });
    expect((await storedRow(id)).rowVersion).toBe(rowVersion);
  });

  it("fills a patient's chart sections from the chart, never from what the portal sends", async () => {
    const created = await portalCall('PUT', '/api/portal/Documents/CreateAndComplete', {
      formId,
      results: {
        [ids.allergies]: [],
        [ids.header]: '<img src=x onerror=alert(1)>',
        [ids.code]: 'forged',
        [ids.consent]: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const results = created.json().results;
    expect(results[ids.allergies]).toEqual([
      expect.objectContaining({ allergen: 'Penicillin', reaction: 'Hives' }),
    ]);
    expect(results[ids.code]).toBe('RC-7');
    expect(String(results[ids.header])).not.toContain('onerror');
    expect(created.json().ignoredComponentIds).toEqual([ids.header, ids.code, ids.allergies]);
    const stored = await storedRow(created.json().id);
    expect(stored.status).toBe('Completed');
    expect(stored.results).toMatchObject({ [ids.allergies]: results[ids.allergies] });
  });

  it('holds to the same rules through an e-mailed e-form link', async () => {
    const created = await staffCall('PUT', '/api/core/Documents', { formId, patientId: people.alexId });
    const documentId = created.json().id;
    const sent = await staffCall('PUT', '/api/core/EForms', { patientId: people.alexId, documentId });
    expect(sent.statusCode).toBe(201);
    const code = await eFormTicket(t, lastEFormCode(t));
    const fill = (results: object, complete: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/core/EForms/${code}/Document/${documentId}`,
        headers: { 'accept-language': 'es' },
        payload: { results, complete },
      });
    const refused = await fill({ [ids.cups]: 9, [ids.consent]: true, [ids.signature]: signature }, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrorCodes).toEqual({ [ids.cups]: [{ rule: 'maxValue', limit: 5 }] });
    const saved = await fill({ [ids.cups]: 1, [ids.code]: 'forged', [ids.header]: '<b>x</b>' }, false);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().results[ids.code]).toBe('RC-7');
    expect(String(saved.json().results[ids.header])).toContain('Alex');
    expect(saved.json().ignoredComponentIds).toEqual([ids.header, ids.code]);
  });

  it('holds to the same rules in the intake forms of an appointment request', async () => {
    const [patient] = await t.database.db.select().from(patients).where(eq(patients.id, people.alexId));
    const [request] = await t.database.db
      .insert(appointmentRequests)
      .values({
        locationId: patient?.locationId ?? null,
        loginId: people.demoLoginId,
        patientId: people.alexId,
      })
      .returning();
    const created = await portalCall('PUT', '/api/portal/PatientRequestDocuments', {
      patientRequestId: request?.id,
      formId,
      results: { [ids.cups]: 100, [ids.code]: 'forged', [ids.allergies]: [] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().results).toMatchObject({
      [ids.cups]: 100,
      [ids.code]: 'RC-7',
      [ids.allergies]: [expect.objectContaining({ allergen: 'Penicillin' })],
    });
    const refused = await portalCall('PUT', `/api/portal/PatientRequestDocuments/${created.json().id}`, {
      results: { [ids.cups]: 100, [ids.consent]: true },
      complete: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrorCodes).toEqual({ [ids.cups]: [{ rule: 'maxValue', limit: 5 }] });
  });

  it('holds a consent checkbox to being ticked, in Spanish for a Spanish patient', async () => {
    const refused = await portalCall(
      'PUT',
      '/api/portal/Documents/CreateAndComplete',
      { formId, results: { [ids.consent]: false } },
      'es',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrorCodes).toEqual({ [ids.consent]: [{ rule: 'mustBeTicked' }] });
    expect(refused.json().fieldErrors).toEqual({ [ids.consent]: ['Marque esta casilla para continuar'] });
  });
});
