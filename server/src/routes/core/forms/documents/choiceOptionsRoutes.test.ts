import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { signInStaff } from '../../../../testing/signIn';
import { contentOf, requester } from '../formsTestKit.testing';

/** Choice options with stored values apart from their labels, and scores (issue 21.3). */
describe('choice options with stored values', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let people: DemoPeople;

  const sleep = (options: unknown) =>
    contentOf([
      { id: 'SingleChoice1', elType: 'SingleChoice', properties: { label: 'Trouble sleeping', options } },
      {
        id: 'Dropdown1',
        elType: 'Dropdown',
        version: 2,
        properties: { label: 'Tired', options: [{ value: 'most', label: 'Most days', score: 2 }] },
      },
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    call = requester(t, (await signInStaff(t)).headers);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('refuses options sharing a stored value, or with an empty one, saying which', async () => {
    const repeated = await call('PUT', '/api/core/Forms', {
      name: 'Sleep',
      content: sleep([
        { value: 'n', label: 'Never' },
        { value: 'n', label: 'Nightly' },
      ]),
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().messages).toEqual([
      'rows[0].columns[0].children[0].properties.options: Property "options" of SingleChoice must be a list of options (texts, or {value, label, score} with distinct values): option 2 repeats the value "n"',
    ]);
    const empty = await call('PUT', '/api/core/Forms', {
      name: 'Sleep',
      content: sleep([{ value: ' ', label: 'Never' }]),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages[0]).toContain('option 1 has an empty value');
  });

  it('saves {value, label, score} options; a completed document scores, prints and exports by them', async () => {
    const options = [
      { value: 'never', label: 'Not at all', score: 0 },
      { value: 'often', label: 'Nearly every night', score: 3 },
      'Unsure',
    ];
    const created = await call('PUT', '/api/core/Forms', { name: 'Sleep check', content: sleep(options) });
    expect(created.statusCode, created.body).toBe(201);
    const formId = created.json().id;
    const form = (await call('GET', `/api/core/Forms/${formId}`)).json();
    expect(JSON.stringify(form)).toContain('"label":"Nearly every night"');

    const draft = (
      await call('PUT', '/api/core/Documents', {
        formId,
        patientId: people.alexId,
        results: { SingleChoice1: 'often', Dropdown1: { value: 'most', otherValue: null } },
      })
    ).json();
    const completed = await call('PATCH', `/api/core/Documents/${draft.id}/SaveAndComplete`, {
      rowVersion: draft.rowVersion,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'Completed', score: '5' });

    const printed = await call('GET', `/api/core/Documents/RenderDocument/${draft.id}`);
    expect(printed.statusCode).toBe(200);
    expect(printed.body).toContain('Nearly every night');
    expect(printed.body).toContain('Most days');
    expect(printed.body).not.toContain('>often<');

    const response = await call('GET', `/fhir/R4/QuestionnaireResponse/${draft.id}`);
    expect(response.statusCode).toBe(200);
    const answers = response.json().item.map((item: { answer: unknown }) => item.answer);
    expect(answers).toEqual([
      [{ valueCoding: { code: 'often', display: 'Nearly every night' } }],
      [{ valueCoding: { code: 'most', display: 'Most days' } }],
    ]);
    const questionnaire = await call('GET', `/fhir/R4/Questionnaire/${formId}`);
    expect(questionnaire.json().item[0].answerOption[2]).toEqual({ valueString: 'Unsure' });
  });
});
