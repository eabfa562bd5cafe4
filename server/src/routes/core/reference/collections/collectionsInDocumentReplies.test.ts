import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequests, locations, patients } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { eFormTicket, lastEFormCode } from '../../../../testing/eFormTicket';
import { type SignedIn, signInPortal, signInStaff } from '../../../../testing/signIn';
import { contentOf } from '../../forms/formsTestKit.testing';

const painScale = [
  { value: 0, label: 'None' },
  { value: 3, label: 'Severe' },
];
const sites = ['North clinic', 'South clinic'];
/** What every reply carries for the form below: its two collections, not the unused one nor the missing one. */
const referenced = { painScale, sites };

/** A Single choice on a collection, and a Crud whose record form takes a Dropdown's options from another. */
const content = contentOf([
  {
    id: 'SingleChoice1',
    elType: 'SingleChoice',
    properties: { label: 'Pain', options: '{{collections.painScale}}' },
  },
  {
    id: 'Crud1',
    elType: 'Crud',
    properties: {
      label: 'Visits',
      formLayout: contentOf([
        {
          id: 'Dropdown1',
          elType: 'Dropdown',
          properties: { label: 'Site', options: '{{collections.sites}}' },
        },
        {
          id: 'Text1',
          elType: 'Text',
          properties: { value: 'Retired list: {{ count(collections.missing) }}' },
        },
      ]).rows,
    },
  },
]);

describe('the collections a document’s form references, in every reply that serves it to fill', () => {
  let t: TestApp;
  let people: DemoPeople;
  let tech: SignedIn;
  let alex: SignedIn;
  let formId: string;
  let documentId: string;
  let locationId: string;
  const collectionIds: Record<string, string> = {};

  const staffCall = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: tech.headers, ...(payload ? { payload } : {}) });
  const portalCall = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: alex.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example.org' });
    people = await seedDemoPeople(t);
    tech = await signInStaff(t, { roles: ['techStaff'] });
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    for (const [name, items] of Object.entries({ painScale, sites, unused: ['Never read'] })) {
      const created = await staffCall('PUT', '/api/core/Collections', { name, items });
      expect(created.statusCode, created.body).toBe(201);
      collectionIds[name] = created.json().id;
    }
    const form = await staffCall('PUT', '/api/core/Forms', { name: 'Pain check', content });
    expect(form.statusCode, form.body).toBe(201);
    formId = form.json().id;
    const created = await staffCall('PUT', '/api/core/Documents', { formId, patientId: people.alexId });
    expect(created.statusCode, created.body).toBe(201);
    documentId = created.json().id;
    const [patient] = await t.database.db.select().from(patients).where(eq(patients.id, people.alexId));
    locationId = patient?.locationId ?? '';
    // Offered at Alex's location: the portal may create it and the request wizard lists it.
    await t.database.db
      .update(locations)
      .set({ formIds: sql`array_append(${locations.formIds}, ${formId}::uuid)` })
      .where(eq(locations.id, locationId));
  });
  afterAll(async () => {
    await t.close();
  });

  it('staff: GetDetailed', async () => {
    const detailed = await staffCall('GET', `/api/core/Documents/GetDetailed/${documentId}`);
    expect(detailed.statusCode).toBe(200);
    expect(detailed.json().collections).toEqual(referenced);
  });

  it('portal: a shared document, read and saved', async () => {
    expect(
      (await staffCall('PATCH', `/api/core/Documents/${documentId}/Share`, { shared: true })).statusCode,
    ).toBe(200);
    const read = await portalCall('GET', `/api/portal/Documents/${documentId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().collections).toEqual(referenced);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/portal/Documents/${documentId}`,
      headers: alex.headers,
      payload: { results: { SingleChoice1: 3 }, rowVersion: read.json().rowVersion },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().collections).toEqual(referenced);
  });

  it('e-form: the link’s reply, and only the collections its documents reference', async () => {
    const sent = await staffCall('PUT', '/api/core/EForms', { patientId: people.alexId, documentId });
    expect(sent.statusCode, sent.body).toBe(201);
    const code = await eFormTicket(t, lastEFormCode(t));
    const opened = await t.app.inject({ method: 'GET', url: `/api/core/EForms/${code}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().collections).toEqual(referenced);

    const names = await t.app.inject({ method: 'GET', url: `/api/core/EForms/${code}/Collections` });
    expect(names.json()).toEqual([
      { id: collectionIds.painScale, name: 'painScale' },
      { id: collectionIds.sites, name: 'sites' },
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/core/EForms/${code}/Collections/${collectionIds.sites}`,
    });
    expect(one.json()).toMatchObject({ name: 'sites', items: sites });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/core/EForms/${code}/Collections/${collectionIds.unused}`,
    });
    expect(other.statusCode).toBe(404);
  });

  it('intake: the request wizard’s forms and an appointment request’s documents', async () => {
    const catalog = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Catalog/IntakeForms?locationId=${locationId}`,
    });
    expect(catalog.statusCode).toBe(200);
    const entries: Array<{ formId: string; collections: object }> = catalog.json();
    expect(entries.find((entry) => entry.formId === formId)?.collections).toEqual(referenced);
    expect(
      entries.filter((entry) => entry.formId !== formId).map((entry) => entry.collections),
    ).not.toContainEqual(referenced);

    const [request] = await t.database.db
      .insert(appointmentRequests)
      .values({ locationId, loginId: people.demoLoginId, patientId: people.alexId })
      .returning({ id: appointmentRequests.id });
    const created = await portalCall('PUT', '/api/portal/PatientRequestDocuments', {
      patientRequestId: request?.id,
      formId,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().collections).toEqual(referenced);
    const read = await portalCall('GET', `/api/portal/PatientRequestDocuments/${created.json().id}`);
    expect(read.json().collections).toEqual(referenced);
  });

  it('is empty for a form that references none', async () => {
    const plain = await staffCall('PUT', '/api/core/Forms', {
      name: 'Plain',
      content: contentOf([{ id: 'TextInput1', elType: 'TextInput', properties: { label: 'Name' } }]),
    });
    const created = await staffCall('PUT', '/api/core/Documents', {
      formId: plain.json().id,
      patientId: people.alexId,
    });
    const detailed = await staffCall('GET', `/api/core/Documents/GetDetailed/${created.json().id}`);
    expect(detailed.json().collections).toEqual({});
  });
});
