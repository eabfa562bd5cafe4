import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodesOfCare } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { seedDemoPeople } from '../../../../testing/demoFixtures';
import { signInStaff } from '../../../../testing/signIn';
import { contentOf, requester } from '../formsTestKit.testing';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('api/core/Forms', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPeople(t);
    call = requester(t, (await signInStaff(t, { roles: ['techStaff'] })).headers);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (body: Record<string, unknown>) => call('PUT', '/api/core/Forms', body);

  it('creates a form with an official first version and reads it back', async () => {
    const content = contentOf([{ id: 'TextInput1', elType: 'TextInput', properties: { label: 'Name' } }]);
    const res = await create({ name: 'Screening', category: 'doctorOrder', content });
    expect(res.statusCode).toBe(201);
    const form = res.json();
    expect(form).toMatchObject({ name: 'Screening', category: 'doctorOrder', showInOmt: false });
    expect(form.currentVersionId).toEqual(expect.any(String));
    expect(form.content.rows[0].columns[0].children[0].id).toBe('TextInput1');
    expect(form.content.defaults.modalSize).toBe('lg');

    const read = await call('GET', `/api/core/Forms/${form.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().id).toBe(form.id);
    const versions = await call('GET', `/api/core/Forms/${form.id}/Versions`);
    expect(versions.json()).toEqual([
      expect.objectContaining({ name: 'Version 1', isCurrent: true, hasResults: false }),
    ]);
  });

  it('refuses content forms-core cannot load, with where the problem is', async () => {
    const res = await create({ name: 'Bad', content: contentOf([{ id: 'Nope1', elType: 'Nope' }]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages.join(' ')).toContain('Unknown component type "Nope"');
    expect((await create({ category: 'main' })).statusCode).toBe(400);
    expect((await create({ name: 'X', category: 'elsewhere' })).statusCode).toBe(400);
  });

  it('answers 404 for unknown forms and 400 for ids that are not ids', async () => {
    expect((await call('GET', `/api/core/Forms/${unknownId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/core/Forms/${unknownId}/Versions`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/core/Forms/${unknownId}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/core/Forms/${unknownId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/core/Forms/${unknownId}/last-edit-time`)).statusCode).toBe(404);
    expect((await call('GET', '/api/core/Forms/not-an-id')).statusCode).toBe(400);
  });

  it('changes settings and the official version, refusing a version of another form', async () => {
    const a = (await create({ name: 'A' })).json();
    const b = (await create({ name: 'B' })).json();
    const res = await call('PATCH', `/api/core/Forms/${a.id}`, { name: 'A renamed', showInOmt: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'A renamed', showInOmt: true });
    const wrong = await call('PATCH', `/api/core/Forms/${a.id}`, { currentVersionId: b.currentVersionId });
    expect(wrong.statusCode).toBe(400);
    expect((await call('PATCH', `/api/core/Forms/${a.id}`, { name: '  ' })).statusCode).toBe(400);
  });

  it('soft-deletes: the form is gone from reads and lists', async () => {
    const form = (await create({ name: 'Zz to delete' })).json();
    expect((await call('DELETE', `/api/core/Forms/${form.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/core/Forms/${form.id}`)).statusCode).toBe(404);
    const list = await call('POST', '/api/core/Forms/main', { searchPhrase: 'Zz to delete' });
    expect(list.json().total).toBe(0);
  });

  it('lists a category by name, paged', async () => {
    const list = await call('POST', '/api/core/Forms/main', { page: 0, pageSize: 2 });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.items).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(4);
    const names = body.items.map((f: { name: string }) => f.name);
    expect([...names].sort()).toEqual(names);
    expect((await call('POST', '/api/core/Forms/main')).statusCode).toBe(200);
    expect((await call('POST', '/api/core/Forms/unknownCategory', {})).statusCode).toBe(400);
  });

  it('offers staff every form at a location until its staff list names some, whatever patients are offered', async () => {
    const [episode] = await t.database.db.select().from(episodesOfCare).limit(1);
    if (!episode?.locationId) throw new Error('demo episode without location');
    const location = `/api/core/Locations/${episode.locationId}`;
    const staffForms = async () => {
      const scoped = await call('POST', `/api/core/Forms/main?eocId=${episode.id}`, { pageSize: 500 });
      expect(scoped.statusCode).toBe(200);
      return scoped.json().items.map((f: { id: string }) => f.id) as string[];
    };
    // A form just built is usable in the chart though patients there are offered other forms.
    const built = (await create({ name: 'Just built', content: contentOf([]) })).json();
    const patientForms = (await call('GET', location)).json().formIds as string[];
    expect(patientForms.length).toBeGreaterThan(0);
    expect(patientForms).not.toContain(built.id);
    expect(await staffForms()).toContain(built.id);

    const only = patientForms[0];
    const narrowed = await call('PATCH', location, { staffFormIds: [only] });
    expect(narrowed.json()).toMatchObject({ staffFormIds: [only], formIds: patientForms });
    expect(await staffForms()).toEqual([only]);
    // Patients keep their own list; clearing the staff list offers every form again.
    expect((await call('PATCH', location, { staffFormIds: null })).json().staffFormIds).toBeNull();
    expect(await staffForms()).toContain(built.id);
    expect((await call('PATCH', location, { staffFormIds: [unknownId] })).statusCode).toBe(400);
    expect((await call('POST', `/api/core/Forms/main?eocId=${unknownId}`, {})).statusCode).toBe(404);
  });

  it('marks the last edit time', async () => {
    const form = (await create({ name: 'Edited' })).json();
    const before = Date.now();
    const res = await call('PATCH', `/api/core/Forms/${form.id}/last-edit-time`);
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().lastEditTime)).toBeGreaterThanOrEqual(before - 1000);
  });
});
