import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formGroups, forms, formVersions, locations } from '../../../db/schema';
import { buildFormContent } from '../../../db/seed/demo/formContent';
import { type DemoClinic, medicationRequest, seedDemoClinic } from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { signInPortal } from '../../../testing/signIn';

/** Anonymous calls, as the appointment-request wizard makes them. */
describe('GET api/portal/Catalog/IntakeForms', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (locationId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/portal/Catalog/IntakeForms?locationId=${encodeURIComponent(locationId)}`,
    });

  it('lists the location’s forms, then its form groups’ forms, each once, with their official content', async () => {
    const before = await list(clinic.downtownId);
    expect(before.statusCode).toBe(200);
    const names = before.json().map((form: { name: string }) => form.name);
    expect(names).toContain('PHQ-9 Depression Screening');
    // The location also uses a clinician's form, with nothing a patient may fill: never offered.
    expect(names).not.toContain('Progress Note');
    const first = before.json()[0];
    expect(first).toMatchObject({ formId: expect.any(String), versionId: expect.any(String) });
    expect(first.content).toHaveProperty('rows');

    const [extra] = await t.database.db
      .insert(forms)
      .values({ name: 'Group-only form' })
      .returning({ id: forms.id });
    const [unofficial] = await t.database.db
      .insert(forms)
      .values({ name: 'Never published' })
      .returning({ id: forms.id });
    if (!extra || !unofficial) throw new Error('forms not inserted');
    const [version] = await t.database.db
      .insert(formVersions)
      .values({
        formId: extra.id,
        name: 'v1',
        content: buildFormContent([[{ elType: 'TextInput', properties: { label: 'Anything else?' } }]]),
      })
      .returning({ id: formVersions.id });
    await t.database.db
      .update(forms)
      .set({ currentVersionId: version?.id ?? null })
      .where(eq(forms.id, extra.id));
    const [group] = await t.database.db
      .insert(formGroups)
      .values({ name: 'New patient packet', formIds: [first.formId, extra.id, unofficial.id] })
      .returning({ id: formGroups.id });
    await t.database.db
      .update(locations)
      .set({ formGroupIds: [group?.id ?? ''] })
      .where(eq(locations.id, clinic.downtownId));
    const after = (await list(clinic.downtownId)).json();
    // The group's first form is listed once; a form without an official version is left out.
    expect(after.map((form: { name: string }) => form.name)).toEqual([...names, 'Group-only form']);

    // The request accepts what the wizard was given: a group's form is a location intake form too.
    const alex = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
    const groupOnly = after.find((form: { name: string }) => form.name === 'Group-only form');
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      headers: alex.headers,
      payload: medicationRequest(clinic, '2025-03-04T09:00', {
        intakeDocuments: [{ formId: groupOnly.formId, results: {} }],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
  });

  it('answers 404 for an unknown location and 400 for a malformed id', async () => {
    const unknown = await list('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await list('not-a-uuid')).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/portal/Catalog/IntakeForms' });
    expect(missing.statusCode).toBe(400);
  });

  it('answers an empty list for a location without intake forms', async () => {
    await t.database.db
      .update(locations)
      .set({ formIds: [], formGroupIds: [] })
      .where(eq(locations.id, clinic.pacificId));
    const res = await list(clinic.pacificId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
