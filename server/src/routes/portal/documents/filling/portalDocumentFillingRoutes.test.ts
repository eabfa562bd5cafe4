import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, formVersions } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../../../../testing/signIn';
import { createTestDocument, createTestForm, staffOnlyFormContent } from '../testing/portalDocumentFixtures';

describe('portal e-form filling', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let form: { formId: string; versionId: string };

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    form = await createTestForm(t, { offerAtLocationOf: people.alexId });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (id: string) =>
    t.app.inject({ method: 'GET', url: `/api/portal/Documents/${id}`, headers: alex.headers });
  const patch = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url, headers: alex.headers, payload });

  it('saves a draft, refuses an invalid completion with the exact messages per component, then completes and locks', async () => {
    const id = await createTestDocument(t, form, people.alexId);
    const opened = await get(id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'Draft', locked: false, formName: 'Portal Test Form' });
    expect(opened.json().content.rows.length).toBe(3);

    const saved = await patch(`/api/portal/Documents/${id}`, {
      rowVersion: opened.json().rowVersion,
      results: { EmailInput1: 'not an email', TextInput2: 'patient edit' },
    });
    expect(saved.statusCode).toBe(200);
    // The staff-only note keeps its stored value; the patient's field is saved as a draft.
    expect(saved.json().results).toEqual({ EmailInput1: 'not an email', TextInput2: 'Set by staff' });
    expect(saved.json().status).toBe('Draft');

    const invalid = await patch(`/api/portal/Documents/${id}/SaveAndComplete`, {
      rowVersion: saved.json().rowVersion,
      results: { EmailInput1: 'not an email' },
    });
    expect(invalid.statusCode).toBe(400);
    // Only e-form editable components are checked: the required staff note is not.
    expect(invalid.json().fieldErrors).toEqual({
      TextInput1: ['This field is required'],
      EmailInput1: ['This field must have a valid email format'],
    });
    expect(invalid.json().messages).toContain('Full name: This field is required');
    expect(invalid.json().messages).toContain('Email: This field must have a valid email format');
    expect((await get(id)).json().status).toBe('Draft');

    const completed = await patch(`/api/portal/Documents/${id}/SaveAndComplete`, {
      rowVersion: saved.json().rowVersion,
      results: { TextInput1: 'Alex Rivera', EmailInput1: 'alex@example.org', TextInput2: 'nope' },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      status: 'Completed',
      locked: true,
      results: { TextInput1: 'Alex Rivera', EmailInput1: 'alex@example.org', TextInput2: 'Set by staff' },
    });
    expect(completed.json().completedAt).not.toBeNull();

    for (const url of [`/api/portal/Documents/${id}`, `/api/portal/Documents/${id}/SaveAndComplete`]) {
      const locked = await patch(url, {
        rowVersion: completed.json().rowVersion,
        results: { TextInput1: 'changed' },
      });
      expect(locked.statusCode).toBe(400);
      expect(locked.json().messages).toEqual(['This document is completed and can no longer be changed.']);
      expect(locked.json().code).toBe('documentCompleted');
    }
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.results).toMatchObject({ TextInput1: 'Alex Rivera' });
  });

  it('refuses a save over a newer change with 409 and bad bodies with 400', async () => {
    const id = await createTestDocument(t, form, people.alexId);
    const first = await patch(`/api/portal/Documents/${id}`, { rowVersion: 1, results: { TextInput1: 'a' } });
    expect(first.statusCode).toBe(200);
    const stale = await patch(`/api/portal/Documents/${id}`, { rowVersion: 1, results: { TextInput1: 'b' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('documentConflict');
    for (const payload of [
      { results: {} },
      { rowVersion: 2, results: 'x' },
      { rowVersion: 0, results: {} },
    ]) {
      expect((await patch(`/api/portal/Documents/${id}`, payload)).statusCode).toBe(400);
    }
  });

  it('starts documents only on forms offered in the portal, keeping only editable values', async () => {
    const id = randomUUID();
    const created = await t.app.inject({
      method: 'PUT',
      url: `/api/portal/Documents/${id}`,
      headers: alex.headers,
      payload: { formId: form.formId, results: { TextInput1: 'Alex', TextInput2: 'forged note' } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id, status: 'Draft', patientId: people.alexId, sentBy: null });
    expect(created.json().results).toEqual({ TextInput1: 'Alex' });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/portal/Documents/${id}`,
      headers: alex.headers,
      payload: { formId: form.formId },
    });
    expect(again.statusCode).toBe(409);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Documents/FindAll',
      headers: alex.headers,
    });
    expect(list.json().items.map((i: { id: string }) => i.id)).toContain(id);

    const notOffered = await createTestForm(t, { name: 'Not offered' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/portal/Documents/${randomUUID()}`,
      headers: alex.headers,
      payload: { formId: notOffered.formId },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual(['This form is not available in the portal.']);

    // A form offered at the location with nothing a patient may fill (a clinician's note) is refused too.
    const note = await createTestForm(t, { offerAtLocationOf: people.alexId, name: 'Clinician note' });
    await t.database.db
      .update(formVersions)
      .set({ content: staffOnlyFormContent })
      .where(eq(formVersions.id, note.versionId));
    const staffOnly = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Documents/CreateAndComplete',
      headers: alex.headers,
      payload: { formId: note.formId },
    });
    expect(staffOnly.statusCode).toBe(403);
    expect(staffOnly.json().messages).toEqual(['This form is not available in the portal.']);

    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/portal/Documents/${randomUUID()}`,
      headers: alex.headers,
      payload: { formId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates and completes in one step, validating the e-form fields', async () => {
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Documents/CreateAndComplete',
      headers: alex.headers,
      payload: { formId: form.formId, results: {} },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({ TextInput1: ['This field is required'] });
    const count = await t.database.db.select().from(documents).where(eq(documents.formId, form.formId));
    const done = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Documents/CreateAndComplete',
      headers: alex.headers,
      payload: { formId: form.formId, results: { TextInput1: 'Alex Rivera' } },
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ status: 'Completed', locked: true });
    const after = await t.database.db.select().from(documents).where(eq(documents.formId, form.formId));
    // The refused attempt left nothing behind.
    expect(after.length).toBe(count.length + 1);
  });
});
