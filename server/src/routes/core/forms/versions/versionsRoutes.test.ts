import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { signInStaff } from '../../../../testing/signIn';
import { contentOf, requester } from '../formsTestKit.testing';

const unknownId = '00000000-0000-4000-8000-000000000000';

const textInput = (label: string, extra: Record<string, unknown> = {}) =>
  contentOf([{ id: 'TextInput1', elType: 'TextInput', properties: { label, ...extra } }]);

describe('api/core/Versions', () => {
  let t: TestApp;
  let tech: ReturnType<typeof requester>;
  let plain: ReturnType<typeof requester>;
  let people: DemoPeople;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    tech = requester(t, (await signInStaff(t, { email: 'tech@example.org', roles: ['techStaff'] })).headers);
    plain = requester(t, (await signInStaff(t, { email: 'plain@example.org' })).headers);
  });
  afterAll(async () => {
    await t.close();
  });

  const newForm = async (content: unknown) =>
    (await tech('PUT', '/api/core/Forms', { name: 'Versioned', content })).json();

  it('updates a version without documents in place', async () => {
    const form = await newForm(textInput('Before'));
    const res = await tech('PATCH', `/api/core/Versions/${form.currentVersionId}`, {
      content: textInput('After'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('update-in-place');
    expect(res.json().version.id).toBe(form.currentVersionId);
    const read = (await tech('GET', `/api/core/Versions/${form.currentVersionId}`)).json();
    expect(read.content.rows[0].columns[0].children[0].properties.label).toBe('After');
  });

  it('saves changed content of a version with a document as a new official version, leaving the old one alone', async () => {
    const form = await newForm(textInput('Original'));
    const oldId = form.currentVersionId;
    const doc = (
      await tech('PUT', '/api/core/Documents', { formId: form.id, patientId: people.alexId })
    ).json();
    expect(doc.versionId).toBe(oldId);

    const same = await tech('PATCH', `/api/core/Versions/${oldId}`, {
      content: textInput('Original'),
      name: 'Renamed',
    });
    expect(same.json()).toMatchObject({
      outcome: 'update-in-place',
      version: { id: oldId, name: 'Renamed' },
    });

    const res = await tech('PATCH', `/api/core/Versions/${oldId}`, { content: textInput('Changed') });
    expect(res.statusCode).toBe(200);
    const { outcome, version } = res.json();
    expect(outcome).toBe('create-new-version');
    expect(version.id).not.toBe(oldId);
    expect(version).toMatchObject({ isCurrent: true, hasResults: false, name: 'Version 2' });
    expect((await tech('GET', `/api/core/Forms/${form.id}`)).json().currentVersionId).toBe(version.id);
    const old = (await tech('GET', `/api/core/Versions/${oldId}`)).json();
    expect(old.content.rows[0].columns[0].children[0].properties.label).toBe('Original');
    expect(old.isCurrent).toBe(false);
    const detailed = (await tech('GET', `/api/core/Documents/GetDetailed/${doc.id}`)).json();
    expect(detailed.version.id).toBe(oldId);

    const list = await tech('POST', `/api/core/Versions/${form.id}`, {});
    expect(list.json().items.map((v: { id: string }) => v.id)).toEqual([version.id, oldId]);
    expect(list.json().total).toBe(2);
  });

  it('renames a version by its name alone, in place even when documents were filled on it', async () => {
    const form = await newForm(textInput('Kept'));
    await tech('PUT', '/api/core/Documents', { formId: form.id, patientId: people.alexId });
    const res = await tech('PATCH', `/api/core/Versions/${form.currentVersionId}`, { name: 'Spring intake' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'update-in-place',
      version: { id: form.currentVersionId, name: 'Spring intake', hasResults: true, isCurrent: true },
    });
    const read = (await tech('GET', `/api/core/Versions/${form.currentVersionId}`)).json();
    expect(read.content.rows[0].columns[0].children[0].properties.label).toBe('Kept');
    expect(
      (await tech('PATCH', `/api/core/Versions/${form.currentVersionId}`, { name: ' ' })).statusCode,
    ).toBe(400);
  });

  it('refuses content forms-core cannot load, and unknown ids', async () => {
    const form = await newForm(textInput('A'));
    const bad = await tech('PATCH', `/api/core/Versions/${form.currentVersionId}`, {
      content: textInput('A', { maxLength: 'long' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0]).toContain('maxLength');
    expect((await tech('GET', `/api/core/Versions/${unknownId}`)).statusCode).toBe(404);
    expect((await tech('PATCH', `/api/core/Versions/${unknownId}`, {})).statusCode).toBe(404);
    expect((await tech('DELETE', `/api/core/Versions/${unknownId}`)).statusCode).toBe(404);
    expect(
      (await tech('PATCH', `/api/core/Versions/${unknownId}/dependencies`, { dependencies: {} })).statusCode,
    ).toBe(404);
    expect((await tech('POST', `/api/core/Versions/${unknownId}`, {})).statusCode).toBe(404);
    expect(
      (await tech('PUT', '/api/core/Versions', { formId: unknownId, name: 'x', content: textInput('x') }))
        .statusCode,
    ).toBe(404);
    expect(
      (await tech('PUT', '/api/core/Versions', { formId: form.id, content: textInput('x') })).statusCode,
    ).toBe(400);
  });

  it('strips double braces from what users without advanced options edit, and keeps them for tech staff', async () => {
    const computed = textInput('{{ upper(TextInput1) }}');
    const techForm = await newForm(computed);
    expect(techForm.content.rows[0].columns[0].children[0].properties.label).toBe('{{ upper(TextInput1) }}');

    const created = await plain('PUT', '/api/core/Forms', { name: 'Plain', content: computed });
    expect(created.statusCode).toBe(201);
    expect(created.json().content.rows[0].columns[0].children[0].properties.label).toBe(
      ' upper(TextInput1) ',
    );

    const edit = await plain('PATCH', `/api/core/Versions/${techForm.currentVersionId}`, {
      content: textInput('Plain'),
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().messages[0]).toContain('computed properties');
    const rename = await plain('PATCH', `/api/core/Versions/${techForm.currentVersionId}`, {
      content: computed,
      name: 'Renamed by staff',
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().version.content.rows[0].columns[0].children[0].properties.label).toBe(
      '{{ upper(TextInput1) }}',
    );

    const hidden = await plain('PUT', '/api/core/Forms', {
      name: 'Hidden',
      content: textInput('x', { hidden: "{{ TextInput1 == 'a' }}" }),
    });
    expect(hidden.statusCode).toBe(400);
  });

  it("keeps a form's Spanish texts whoever saves it, and refuses one that brings in an expression", async () => {
    const translated = {
      ...textInput('Your name'),
      translations: { es: { 'TextInput1.label': 'Su nombre' } },
    };
    const created = await plain('PUT', '/api/core/Forms', { name: 'Translated', content: translated });
    expect(created.statusCode).toBe(201);
    expect(created.json().content.translations).toEqual({ es: { 'TextInput1.label': 'Su nombre' } });

    const sneaky = await plain('PUT', '/api/core/Forms', {
      name: 'Sneaky',
      content: {
        ...textInput('Your name'),
        translations: { es: { 'TextInput1.label': '{{ TextInput1 }}' } },
      },
    });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().messages).toEqual([
      'translations.es.TextInput1.label: The es text of "Your name" (Label) must keep the {{ }} parts of the English text as they are',
    ]);
  });

  it('creates versions, sets dependencies, and deletes only unused, unofficial ones', async () => {
    const form = await newForm(textInput('One'));
    const created = await tech('PUT', '/api/core/Versions', {
      formId: form.id,
      name: 'Draft layout',
      content: textInput('Two'),
      makeCurrent: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ isCurrent: false, name: 'Draft layout' });
    const deps = await tech('PATCH', `/api/core/Versions/${created.json().id}/dependencies`, {
      dependencies: { collections: ['Allergens'] },
    });
    expect(deps.json().dependencies).toEqual({ collections: ['Allergens'] });
    expect((await tech('PATCH', `/api/core/Versions/${created.json().id}/dependencies`, {})).statusCode).toBe(
      400,
    );

    expect((await tech('DELETE', `/api/core/Versions/${form.currentVersionId}`)).statusCode).toBe(409);
    expect((await tech('DELETE', `/api/core/Versions/${created.json().id}`)).statusCode).toBe(204);

    const used = await tech('PUT', '/api/core/Versions', {
      formId: form.id,
      name: 'Used',
      content: textInput('3'),
    });
    await tech('PUT', '/api/core/Documents', {
      formId: form.id,
      versionId: form.currentVersionId,
      patientId: people.alexId,
    });
    const res = await tech('DELETE', `/api/core/Versions/${form.currentVersionId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().messages[0]).toContain('documents');
    expect(used.json().isCurrent).toBe(true);
  });
});
