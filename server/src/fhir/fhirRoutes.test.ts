import { instrumentForm, instrumentLibrary } from '@clinic/forms-core';
import { fhirSchemaErrors, sdcExamples } from '@clinic/forms-core/fhir-testing';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { requester } from '../routes/core/forms/formsTestKit.testing';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { signInStaff } from '../testing/signIn';

const BASE = 'http://localhost:3000/fhir/R4';

function entries<T extends Resource>(bundle: Bundle): T[] {
  return (bundle.entry ?? []).map((entry) => entry.resource as T);
}

describe('FHIR R4 API', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let people: DemoPeople;
  let phq9FormId: string;
  let phq9DocumentId: string;

  beforeAll(async () => {
    fhirSchemaErrors({});
    t = await createTestApp();
    people = await seedDemoPeople(t, new Date('2026-03-04T18:30:00.000Z'));
    call = requester(t, (await signInStaff(t)).headers);
    const phq9 = instrumentLibrary.phq9;
    if (!phq9) throw new Error('no PHQ-9 in the library');
    phq9FormId = (await call('PUT', '/api/core/Forms', instrumentForm(phq9, 'en'))).json().id;
    const answer = (code: string, value: number) => ({ text: 'as shown', value, code });
    const results = Object.fromEntries(
      Array.from({ length: 9 }, (_, index) => [`AssessmentQuestion${index + 1}`, answer('LA6570-1', 2)]),
    );
    const draft = (
      await call('PUT', '/api/core/Documents', { formId: phq9FormId, patientId: people.alexId, results })
    ).json();
    const completed = await call('PATCH', `/api/core/Documents/${draft.id}/SaveAndComplete`, {
      rowVersion: draft.rowVersion,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    phq9DocumentId = draft.id;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers metadata with a CapabilityStatement in application/fhir+json, without signing in', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/fhir/R4/metadata' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('application/fhir+json');
    const statement = reply.json();
    expect(fhirSchemaErrors(statement)).toEqual([]);
    expect(statement.rest[0].resource.map((resource: { type: string }) => resource.type)).toEqual([
      'Questionnaire',
      'QuestionnaireResponse',
      'Observation',
      'Patient',
    ]);
  });

  it('refuses a call without a staff token with an OperationOutcome', async () => {
    const reply = await t.app.inject({ method: 'GET', url: `/fhir/R4/Patient/${people.alexId}` });
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['content-type']).toContain('application/fhir+json');
    expect(reply.json()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'login' }],
    });
  });

  it('reads a patient, audited, and answers 404 as an OperationOutcome for an unknown id', async () => {
    const reply = await call('GET', `/fhir/R4/Patient/${people.alexId}`);
    expect(reply.statusCode).toBe(200);
    const patient = reply.json();
    expect(fhirSchemaErrors(patient)).toEqual([]);
    expect(patient).toMatchObject({ resourceType: 'Patient', id: people.alexId, birthDate: '1990-04-12' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'FhirPatient'), eq(auditLog.patientId, people.alexId)));
    expect(audits).toHaveLength(1);
    for (const url of [
      '/fhir/R4/Patient/00000000-0000-4000-8000-000000000000',
      '/fhir/R4/Patient/not-an-id',
    ]) {
      const missing = await call('GET', url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ code: 'not-found' }],
      });
    }
  });

  it('reads and searches Questionnaires by url, name and status; every demo form validates against R4', async () => {
    const read = (await call('GET', `/fhir/R4/Questionnaire/${phq9FormId}`)).json();
    expect(read).toMatchObject({
      resourceType: 'Questionnaire',
      id: phq9FormId,
      url: `${BASE}/Questionnaire/${phq9FormId}`,
      code: [{ system: 'http://loinc.org', code: '44249-1' }],
      status: 'active',
    });
    const all = (await call('GET', '/fhir/R4/Questionnaire')).json() as Bundle;
    expect(all.total).toBeGreaterThanOrEqual(5);
    for (const questionnaire of entries(all))
      expect(fhirSchemaErrors(questionnaire), questionnaire.id).toEqual([]);
    const byUrl = (await call('GET', `/fhir/R4/Questionnaire?url=${encodeURIComponent(read.url)}`)).json();
    expect(entries(byUrl).map((entry) => entry.id)).toEqual([phq9FormId]);
    const byName = (await call('GET', `/fhir/R4/Questionnaire?name=${encodeURIComponent(read.name)}`)).json();
    expect(entries(byName).map((entry) => entry.id)).toContain(phq9FormId);
    expect((await call('GET', '/fhir/R4/Questionnaire?status=retired')).json().total).toBe(0);
  });

  it('reads and searches completed documents as QuestionnaireResponses by patient, questionnaire and authored, audited', async () => {
    const read = await call('GET', `/fhir/R4/QuestionnaireResponse/${phq9DocumentId}`);
    expect(read.statusCode).toBe(200);
    const response = read.json();
    expect(fhirSchemaErrors(response)).toEqual([]);
    expect(response).toMatchObject({
      status: 'completed',
      subject: { reference: `Patient/${people.alexId}` },
      questionnaire: expect.stringContaining(`${BASE}/Questionnaire/${phq9FormId}|`),
    });
    expect(response.item[0]).toMatchObject({
      linkId: 'AssessmentQuestion1',
      text: expect.stringContaining('Little interest or pleasure'),
      answer: [{ valueCoding: { system: 'http://loinc.org', code: 'LA6570-1' } }],
    });
    const byPatient = (
      await call('GET', `/fhir/R4/QuestionnaireResponse?patient=Patient/${people.alexId}`)
    ).json();
    expect(byPatient.total).toBeGreaterThanOrEqual(2);
    for (const entry of entries(byPatient)) expect(fhirSchemaErrors(entry), entry.id).toEqual([]);
    const everyDemo = (await call('GET', '/fhir/R4/QuestionnaireResponse')).json();
    for (const entry of entries(everyDemo)) expect(fhirSchemaErrors(entry), entry.id).toEqual([]);
    const byForm = (
      await call(
        'GET',
        `/fhir/R4/QuestionnaireResponse?questionnaire=${encodeURIComponent(`${BASE}/Questionnaire/${phq9FormId}`)}`,
      )
    ).json();
    expect(entries(byForm).map((entry) => entry.id)).toEqual([phq9DocumentId]);
    const today = new Date().toISOString().slice(0, 10);
    const since = (
      await call('GET', `/fhir/R4/QuestionnaireResponse?questionnaire=${phq9FormId}&authored=ge${today}`)
    ).json();
    expect(since.total).toBe(1);
    const before = (
      await call('GET', `/fhir/R4/QuestionnaireResponse?questionnaire=${phq9FormId}&authored=lt${today}`)
    ).json();
    expect(before.total).toBe(0);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'FhirQuestionnaireResponse'));
    expect(audits.some((row) => row.action === 'read' && row.resourceId === phq9DocumentId)).toBe(true);
    expect(audits.some((row) => row.action === 'search' && row.patientId === people.alexId)).toBe(true);
    expect((await call('GET', '/fhir/R4/QuestionnaireResponse?authored=yesterday')).statusCode).toBe(400);
  });

  it('searches instrument totals as LOINC-coded Observations with the band as interpretation', async () => {
    const bundle = (
      await call('GET', `/fhir/R4/Observation?patient=${people.alexId}&code=http://loinc.org|44261-6`)
    ).json();
    // The demo clinic's own completed PHQ-9 of Alex, and the one this test completed.
    const observations = entries(bundle);
    expect(observations).toHaveLength(2);
    const observation = observations.find((entry) =>
      JSON.stringify(entry).includes(`QuestionnaireResponse/${phq9DocumentId}`),
    );
    expect(fhirSchemaErrors(observation)).toEqual([]);
    expect(observation).toMatchObject({
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '44261-6' }] },
      subject: { reference: `Patient/${people.alexId}` },
      valueInteger: 18,
      interpretation: [{ coding: [{ code: 'moderatelySevere' }], text: 'Moderately severe' }],
      derivedFrom: [{ reference: `QuestionnaireResponse/${phq9DocumentId}` }],
    });
    expect(
      (await call('GET', `/fhir/R4/Observation?patient=${people.jordanId}&code=44261-6`)).json().total,
    ).toBe(0);
  });

  it('imports a Questionnaire as a new form: 201, Location, and an OperationOutcome of what was not carried', async () => {
    const techStaff = (await signInStaff(t, { email: 'tech@example.org', roles: ['techStaff'] })).headers;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/fhir/R4/Questionnaire',
      headers: { ...techStaff, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify(sdcExamples.phq9()),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const location = String(reply.headers.location);
    expect(location).toMatch(new RegExp(`^${BASE}/Questionnaire/[0-9a-f-]{36}$`));
    const outcome = reply.json();
    expect(fhirSchemaErrors(outcome)).toEqual([]);
    // The total is a quantity without units: a number input, nothing of it reported lost.
    expect(JSON.stringify(outcome.issue)).not.toContain('item H1/TS: quantity');
    const id = location.split('/').at(-1);
    const exported = (await call('GET', `/fhir/R4/Questionnaire/${id}`)).json();
    expect(fhirSchemaErrors(exported)).toEqual([]);
    expect(exported.title).toBe(sdcExamples.phq9().title);
    // The total is our declarative score: completing a document stores it.
    const form = (await call('GET', `/api/core/Forms/${id}`)).json();
    expect(JSON.stringify(form)).toContain('44261-6');

    // Staff without advanced options import the form without its calculations, and are told.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/fhir/R4/Questionnaire',
      headers: { ...(await signInStaff(t)).headers, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify(sdcExamples.phq9()),
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().issue).toContainEqual(
      expect.objectContaining({
        diagnostics: 'item H1/TS: value (computed: needs advanced options) (NumberInput) was not carried',
      }),
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/fhir/R4/Questionnaire',
      headers: { ...(await signInStaff(t)).headers, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify({ resourceType: 'Patient' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resourceType).toBe('OperationOutcome');
    expect(bad.json().issue.every((issue: { code: string }) => issue.code === 'invalid')).toBe(true);
    expect(bad.json().issue.map((issue: { diagnostics: string }) => issue.diagnostics)).toContainEqual(
      expect.stringMatching(/^Questionnaire\.resourceType: /),
    );
  });

  it('reports FHIRPath that does not parse as not carried, and keeps what the engine can run', async () => {
    const techStaff = (await signInStaff(t, { email: 'fhirpath@example.org', roles: ['techStaff'] })).headers;
    const calculated = (expression: string) => [
      {
        url: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression',
        valueExpression: { language: 'text/fhirpath', expression },
      },
    ];
    const reply = await t.app.inject({
      method: 'POST',
      url: '/fhir/R4/Questionnaire',
      headers: { ...techStaff, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify({
        resourceType: 'Questionnaire',
        status: 'active',
        item: [
          { linkId: 'age', type: 'integer', text: 'Age' },
          {
            linkId: 'adult',
            type: 'string',
            text: 'Adult',
            readOnly: true,
            extension: calculated("iif(%resource.item.where(linkId='age').answer.value >= 18, 'yes', 'no')"),
          },
          { linkId: 'broken', type: 'string', text: 'Broken', extension: calculated('iif((, 1') },
        ],
      }),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const diagnostics = reply.json().issue.map((issue: { diagnostics: string }) => issue.diagnostics);
    expect(diagnostics).toContainEqual(expect.stringMatching(/^item broken: calculatedExpression /));
    expect(diagnostics).not.toContainEqual(expect.stringMatching(/^item adult: /));
  });

  it('answers malformed Questionnaires with 400 and an OperationOutcome, never a 500', async () => {
    const headers = { ...(await signInStaff(t)).headers, 'content-type': 'application/fhir+json' };
    const bodies = [
      '{"resourceType": "Questionnaire",',
      JSON.stringify({ resourceType: 'Questionnaire', status: 'sometimes', item: [] }),
      JSON.stringify({ resourceType: 'Questionnaire', item: [] }),
      JSON.stringify({ resourceType: 'Questionnaire', status: 'active', item: 'x' }),
      JSON.stringify({ resourceType: 'Questionnaire', status: 'active', item: [{}] }),
      JSON.stringify({
        resourceType: 'Questionnaire',
        status: 'active',
        item: [{ linkId: 'a', type: 'group', item: 5 }],
      }),
      JSON.stringify({
        resourceType: 'Questionnaire',
        status: 'active',
        item: [{ linkId: 'a', type: 'choice', answerOption: [null] }],
      }),
    ];
    for (const payload of bodies) {
      const reply = await t.app.inject({ method: 'POST', url: '/fhir/R4/Questionnaire', headers, payload });
      expect(reply.statusCode, payload).toBe(400);
      expect(reply.json().resourceType).toBe('OperationOutcome');
      expect(reply.json().issue[0]).toMatchObject({ severity: 'error', code: 'invalid' });
    }
  });
});
