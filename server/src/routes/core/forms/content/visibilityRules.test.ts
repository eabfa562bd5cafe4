import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { signInStaff } from '../../../../testing/signIn';
import { contentOf, requester } from '../formsTestKit.testing';

/** Issue 21.4: visibility rules are data any staff user may author; completion checks what shows. */
describe('visibility rules in form content', () => {
  let t: TestApp;
  let plain: ReturnType<typeof requester>;
  let people: DemoPeople;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    plain = requester(t, (await signInStaff(t, { email: 'clinician@example.org' })).headers);
  });
  afterAll(async () => {
    await t.close();
  });

  const packsRule = {
    effect: 'show',
    join: 'and',
    items: [
      { componentId: 'SingleChoice1', comparison: 'equals', value: 'Yes' },
      {
        join: 'or',
        conditions: [
          { componentId: 'NumberInput1', comparison: 'greaterThan', value: 17 },
          { componentId: 'NumberInput1', comparison: 'isEmpty' },
        ],
      },
    ],
  };
  const content = contentOf([
    { id: 'SingleChoice1', elType: 'SingleChoice', properties: { label: 'Smoker', options: ['Yes', 'No'] } },
    { id: 'NumberInput1', elType: 'NumberInput', properties: { label: 'Age' } },
    {
      id: 'NumberInput2',
      elType: 'NumberInput',
      properties: { label: 'Packs a day', required: true, hidden: packsRule },
    },
  ]);

  it('saves a form with rules from a staff user without advanced options, rule intact', async () => {
    const created = await plain('PUT', '/api/core/Forms', { name: 'Smoking', content });
    expect(created.statusCode).toBe(201);
    const version = (await plain('GET', `/api/core/Versions/${created.json().currentVersionId}`)).json();
    expect(version.content.rows[2].columns[0].children[0].properties.hidden).toEqual(packsRule);
  });

  it('refuses a malformed rule with a 400 that says where', async () => {
    const broken = contentOf([
      { id: 'TextInput1', elType: 'TextInput', properties: { hidden: { ...packsRule, items: [] } } },
    ]);
    const res = await plain('PUT', '/api/core/Forms', { name: 'Broken', content: broken });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('visibility rule');
  });

  it('requires a required field on completion only while its rule shows it', async () => {
    const form = (await plain('PUT', '/api/core/Forms', { name: 'Smoking check', content })).json();
    const complete = async (results: Record<string, unknown>) => {
      const draft = (
        await plain('PUT', '/api/core/Documents', { formId: form.id, patientId: people.alexId, results })
      ).json();
      return plain('PATCH', `/api/core/Documents/${draft.id}/SaveAndComplete`, {
        rowVersion: draft.rowVersion,
      });
    };
    expect((await complete({ SingleChoice1: 'No' })).statusCode).toBe(200);
    expect((await complete({ SingleChoice1: 'Yes', NumberInput1: 12 })).statusCode).toBe(200);
    const shown = await complete({ SingleChoice1: 'Yes', NumberInput1: 40 });
    expect(shown.statusCode).toBe(400);
    expect(shown.body).toContain('NumberInput2');
    expect((await complete({ SingleChoice1: 'Yes', NumberInput1: 40, NumberInput2: 1 })).statusCode).toBe(
      200,
    );
  });
});
