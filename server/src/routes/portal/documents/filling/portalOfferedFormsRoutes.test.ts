import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, formVersions, locations, patients } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../../../../testing/signIn';
import { createTestForm, staffOnlyFormContent } from '../testing/portalDocumentFixtures';

interface Offered {
  formId: string;
  name: string;
}

describe('portal offered forms: what "Start a form" lists, and starting one', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let jordan: SignedIn;
  let offered: { formId: string };
  let notOffered: { formId: string };
  let staffOnlyFormId: string;

  /** A form only staff can fill, offered at the patient's location all the same. */
  const createStaffOnlyForm = async (patientId: string) => {
    const db = t.database.db;
    const [form] = await db
      .insert(forms)
      .values({ name: 'Clinician assessment' })
      .returning({ id: forms.id });
    if (!form) throw new Error('form not inserted');
    const [version] = await db
      .insert(formVersions)
      .values({ formId: form.id, name: 'Version 1', content: staffOnlyFormContent })
      .returning({ id: formVersions.id });
    if (!version) throw new Error('version not inserted');
    await db.update(forms).set({ currentVersionId: version.id }).where(eq(forms.id, form.id));
    const [patient] = await db.select().from(patients).where(eq(patients.id, patientId));
    await db
      .update(locations)
      .set({ formIds: sql`array_append(${locations.formIds}, ${form.id}::uuid)` })
      .where(eq(locations.id, patient?.locationId ?? ''));
    return form.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    offered = await createTestForm(t, { offerAtLocationOf: people.alexId, name: 'Aa offered intake' });
    notOffered = await createTestForm(t, { name: 'Not at any location' });
    staffOnlyFormId = await createStaffOnlyForm(people.alexId);
  });
  afterAll(async () => {
    await t.close();
  });

  const offeredTo = async (who: SignedIn) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Documents/OfferedForms',
      headers: who.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Offered[];
  };

  it("lists the location's forms the patient can fill, by name, and none other", async () => {
    const list = await offeredTo(alex);
    const ids = list.map((form) => form.formId);
    expect(list).toContainEqual({ formId: offered.formId, name: 'Aa offered intake' });
    expect(ids).not.toContain(notOffered.formId);
    // Nothing in it for the patient to fill: not offered, as creating it would be refused.
    expect(ids).not.toContain(staffOnlyFormId);
    const names = list.map((form) => form.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/Documents/OfferedForms' });
    expect(res.statusCode).toBe(401);
  });

  it('starts an offered form as a draft the patient then finds in the pending list; another patient cannot reach it', async () => {
    const id = randomUUID();
    const created = await t.app.inject({
      method: 'PUT',
      url: `/api/portal/Documents/${id}`,
      headers: alex.headers,
      payload: { formId: offered.formId },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id, status: 'Draft' });
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Documents/FindAll?state=pending&pageSize=100',
      headers: alex.headers,
    });
    expect(pending.json().items.map((item: { id: string }) => item.id)).toContain(id);

    const othersRead = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/${id}`,
      headers: jordan.headers,
    });
    expect(othersRead.statusCode).toBe(404);
    // Claiming the id for another patient's document is 404 too, as any id out of reach.
    const othersCreate = await t.app.inject({
      method: 'PUT',
      url: `/api/portal/Documents/${id}`,
      headers: jordan.headers,
      payload: { formId: offered.formId },
    });
    expect(othersCreate.statusCode).toBe(404);
  });

  it('refuses to start a form the location does not offer', async () => {
    for (const formId of [notOffered.formId, staffOnlyFormId]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/portal/Documents/${randomUUID()}`,
        headers: alex.headers,
        payload: { formId },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
