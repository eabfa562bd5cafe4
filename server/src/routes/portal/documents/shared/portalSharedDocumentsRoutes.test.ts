import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentGroups, episodesOfCare, formGroups } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../../testing/signIn';
import { createTestDocument, createTestForm } from '../testing/portalDocumentFixtures';

interface Item {
  id: string;
  name: string;
  status: string;
  sentBy: string | null;
}

describe('portal shared documents', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let form: { formId: string; versionId: string };
  let staffUserId: string;
  let alexEpisodeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    staffUserId = (await signInStaff(t)).staffUserId;
    form = await createTestForm(t);
    const [episode] = await t.database.db
      .select()
      .from(episodesOfCare)
      .where(eq(episodesOfCare.patientId, people.alexId));
    alexEpisodeId = episode?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  const findAll = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/FindAll${query}`,
      headers: alex.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Item[]; total: number; page: number; pageSize: number };
  };

  it("lists only the caller's documents shared with the portal, newest first", async () => {
    const shared = await createTestDocument(t, form, people.alexId, { sharedById: staffUserId });
    const unshared = await createTestDocument(t, form, people.alexId, { sharedWithPortal: false });
    const deleted = await createTestDocument(t, form, people.alexId, { deletedAt: new Date().toISOString() });
    const samsDocument = await createTestDocument(t, form, people.samId);

    const list = await findAll();
    const ids = list.items.map((item) => item.id);
    // The demo shares four documents with Alex; the new one is the newest.
    expect(list.total).toBe(5);
    expect(ids[0]).toBe(shared);
    for (const hidden of [unshared, deleted, samsDocument]) expect(ids).not.toContain(hidden);
    expect(list.items[0]).toMatchObject({
      name: 'Portal Test Form',
      status: 'Draft',
      sentBy: 'Test Clinician',
    });

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/FindSharedDocument/${shared}`,
      headers: alex.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(Object.keys(one.json())).toEqual(
      expect.arrayContaining(['name', 'createdAt', 'status', 'sentAt', 'sentBy']),
    );
    for (const hidden of [unshared, deleted, samsDocument]) {
      for (const url of [
        `/api/portal/Documents/FindSharedDocument/${hidden}`,
        `/api/portal/Documents/${hidden}`,
      ]) {
        expect((await t.app.inject({ method: 'GET', url, headers: alex.headers })).statusCode).toBe(404);
      }
    }
  });

  it('filters by status and pages, by query (GET) or body (POST)', async () => {
    const completed = await findAll('?status=Completed');
    expect(completed.items.map((i) => i.name)).toEqual(['PHQ-9 Depression Screening']);
    const page = await findAll('?page=1&pageSize=2');
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/portal/Documents/FindAll',
      headers: alex.headers,
      payload: { page: 1, pageSize: 2 },
    });
    expect(posted.json().items.map((i: Item) => i.id)).toEqual(page.items.map((i) => i.id));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/portal/Documents/FindAll',
      headers: alex.headers,
      payload: { page: -1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("lists the shared documents of one of the patient's episodes", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/portal/Documents/ByEoc/${alexEpisodeId}/${people.alexId}`,
      headers: alex.headers,
      payload: { page: 0, pageSize: 50, status: 'Draft' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((i: Item) => i.name)
        .sort(),
    ).toEqual(['Consent for Treatment', 'PHQ-9 Depression Screening', 'Patient Intake Questionnaire']);
  });

  it('opens a shared document with its version content', async () => {
    const id = await createTestDocument(t, form, people.alexId, { bakedLayout: { frozen: true } });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/${id}`,
      headers: alex.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      versionId: form.versionId,
      bakedLayout: { frozen: true },
      locked: false,
    });
    expect(res.json().content.rows[0].columns[0].children[0].id).toBe('TextInput1');
  });

  it("returns a document group's shared documents in the form group's order", async () => {
    const second = await createTestForm(t, { name: 'Second form' });
    const [formGroup] = await t.database.db
      .insert(formGroups)
      .values({ name: 'New patient packet', formIds: [second.formId, form.formId] })
      .returning();
    const [group] = await t.database.db
      .insert(documentGroups)
      .values({ formGroupId: formGroup?.id ?? '', patientId: people.alexId, sharedWithPortal: true })
      .returning();
    const groupId = group?.id ?? '';
    const first = await createTestDocument(t, form, people.alexId, { documentGroupId: groupId });
    const last = await createTestDocument(t, second, people.alexId, { documentGroupId: groupId });
    await createTestDocument(t, form, people.alexId, { documentGroupId: groupId, sharedWithPortal: false });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/Group/${groupId}`,
      headers: alex.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: groupId, name: 'New patient packet' });
    expect(res.json().documents.map((d: Item) => d.id)).toEqual([last, first]);
  });
});
