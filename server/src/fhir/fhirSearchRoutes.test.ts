import crypto from 'node:crypto';
import { fhirSchemaErrors } from '@clinic/forms-core/fhir-testing';
import type { Bundle, Observation, Patient, Resource } from '@medplum/fhirtypes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patients } from '../db/schema';
import { requester } from '../routes/core/forms/formsTestKit.testing';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { signInStaff } from '../testing/signIn';

const MRN_SYSTEM = 'https://fhir.clinic-suite.example/NamingSystem/mrn';
const PAGED_PATIENTS = 230;

function entries<T extends Resource>(bundle: Bundle): T[] {
  return (bundle.entry ?? []).map((entry) => entry.resource as T);
}

function linkOf(bundle: Bundle, relation: string): string | undefined {
  const url = bundle.link?.find((link) => link.relation === relation)?.url;
  return url === undefined ? undefined : url.replace(/^https?:\/\/[^/]+/, '');
}

describe('FHIR R4 searches: paging, Patient search, Observation read', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let staffHeaders: Record<string, string>;
  let people: DemoPeople;

  beforeAll(async () => {
    fhirSchemaErrors({});
    t = await createTestApp();
    people = await seedDemoPeople(t, new Date('2026-03-04T18:30:00.000Z'));
    staffHeaders = (await signInStaff(t)).headers;
    call = requester(t, staffHeaders);
    await t.database.db.insert(patients).values(
      Array.from({ length: PAGED_PATIENTS }, (_, index) => {
        const n = String(index).padStart(3, '0');
        return {
          accountNumber: `PAGE-${n}`,
          mrn: `PAGE-MRN-${n}`,
          firstName: `Pat${n}`,
          lastName: 'Pageworth',
          dateOfBirth: '2001-02-03',
        };
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const bundleAt = async (url: string): Promise<Bundle> => {
    const reply = await call('GET', url);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as Bundle;
  };

  it('finds patients by name, birth date, MRN and id; valid R4; every patient shown is audited', async () => {
    const ids = async (query: string) =>
      entries<Patient>(await bundleAt(`/fhir/R4/Patient?${query}`)).map((patient) => patient.id);
    const byName = await bundleAt('/fhir/R4/Patient?name=riv');
    expect(fhirSchemaErrors(byName)).toEqual([]);
    expect(byName.total).toBe(2);
    expect(entries<Patient>(byName).map((patient) => patient.name?.[0]?.given?.[0])).toEqual(['Alex', 'Sam']);
    expect(await ids('name=alex%20RIVERA')).toEqual([people.alexId]);
    expect(await ids('name=rivera&name=sam')).toEqual([people.samId]);
    expect(await ids('name=lee,sam')).toEqual(expect.arrayContaining([people.samId, people.jordanId]));
    expect(await ids('birthdate=1990-04-12')).toEqual([people.alexId]);
    expect(await ids('name=rivera&birthdate=ge2015')).toEqual([people.samId]);
    expect(await ids('birthdate=lt1986&name=lee')).toEqual([people.jordanId]);
    expect(await ids('identifier=MRN-000231')).toEqual([people.alexId]);
    expect(await ids(`identifier=${encodeURIComponent(`${MRN_SYSTEM}|MRN-000231`)}`)).toEqual([
      people.alexId,
    ]);
    expect(await ids('identifier=http://other.example|MRN-000231')).toEqual([]);
    expect(await ids(`_id=${people.alexId},${people.jordanId},not-an-id`)).toEqual([
      people.jordanId,
      people.alexId,
    ]);
    expect(await ids('name=%25')).toEqual([]);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'FhirPatient'), eq(auditLog.action, 'search')));
    expect(audits.filter((row) => row.patientId === people.samId).length).toBeGreaterThanOrEqual(3);
  });

  it('pages past 200 matches by next and previous links, in a stable order, with the total', async () => {
    const first = await bundleAt('/fhir/R4/Patient?name=Pageworth');
    expect(first.total).toBe(PAGED_PATIENTS);
    expect(first.entry).toHaveLength(20);
    expect(linkOf(first, 'self')).toBe('/fhir/R4/Patient?name=Pageworth&_count=20&_offset=0');
    expect(linkOf(first, 'next')).toBe('/fhir/R4/Patient?name=Pageworth&_count=20&_offset=20');
    expect(linkOf(first, 'previous')).toBeUndefined();

    const big = await bundleAt('/fhir/R4/Patient?name=Pageworth&_count=500');
    expect(fhirSchemaErrors(big)).toEqual([]);
    expect(big.entry).toHaveLength(200);
    const next = linkOf(big, 'next');
    expect(next).toBe('/fhir/R4/Patient?name=Pageworth&_count=200&_offset=200');
    const last = await bundleAt(String(next));
    expect(last.entry).toHaveLength(PAGED_PATIENTS - 200);
    expect(linkOf(last, 'next')).toBeUndefined();
    expect(linkOf(last, 'previous')).toBe('/fhir/R4/Patient?name=Pageworth&_count=200&_offset=0');
    const seen = [...entries(big), ...entries(last)].map((patient) => patient.id);
    expect(new Set(seen).size).toBe(PAGED_PATIENTS);
    expect(entries<Patient>(big)[0]?.name?.[0]?.given?.[0]).toBe('Pat000');

    const countOnly = await bundleAt('/fhir/R4/Patient?name=Pageworth&_count=0');
    expect(countOnly.total).toBe(PAGED_PATIENTS);
    expect(countOnly.entry).toBeUndefined();
    expect(fhirSchemaErrors(countOnly)).toEqual([]);
    const beyond = await bundleAt('/fhir/R4/Patient?name=Pageworth&_count=50&_offset=1000');
    expect(beyond.entry).toBeUndefined();
    expect(linkOf(beyond, 'previous')).toBe('/fhir/R4/Patient?name=Pageworth&_count=50&_offset=180');
  });

  it('pages every search the same way: following next links one by one gives the whole search', async () => {
    for (const resource of ['Questionnaire', 'QuestionnaireResponse', 'Observation']) {
      const all = await bundleAt(`/fhir/R4/${resource}?_count=200`);
      expect(all.total, resource).toBeGreaterThanOrEqual(1);
      const walked: (string | undefined)[] = [];
      let next: string | undefined = `/fhir/R4/${resource}?_count=1`;
      while (next) {
        const page = await bundleAt(next);
        expect(fhirSchemaErrors(page), resource).toEqual([]);
        expect(page.total).toBe(all.total);
        if (walked.length > 0) expect(linkOf(page, 'previous')).toContain('_count=1&_offset=');
        walked.push(...entries(page).map((entry) => entry.id));
        next = linkOf(page, 'next');
      }
      expect(walked, resource).toEqual(entries(all).map((entry) => entry.id));
    }
  });

  it('says not found, not signed in and unknown interaction in the caller language', async () => {
    const outcome = async (url: string, headers: Record<string, string>, status: number) => {
      const reply = await t.app.inject({ method: 'GET', url, headers });
      expect(reply.statusCode, url).toBe(status);
      expect(fhirSchemaErrors(reply.json())).toEqual([]);
      return String(reply.json().issue[0].diagnostics);
    };
    const missing = `/fhir/R4/Patient/${crypto.randomUUID()}`;
    expect(await outcome(missing, staffHeaders, 404)).toBe('Not found.');
    expect(await outcome(missing, { ...staffHeaders, 'accept-language': 'es' }, 404)).toBe('No se encontró.');
    expect(await outcome(missing, { 'accept-language': 'es' }, 401)).toBe('No ha iniciado sesión.');
    expect(await outcome('/fhir/R4/Encounter', { ...staffHeaders, 'accept-language': 'es' }, 404)).toBe(
      'Interacción FHIR desconocida.',
    );
  });

  it('refuses a bad _count, _offset or date with 400 in the caller language, never a 500', async () => {
    const refusal = async (url: string, language = 'en') => {
      const reply = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...staffHeaders, 'accept-language': language },
      });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.headers['content-type']).toContain('application/fhir+json');
      const outcome = reply.json();
      expect(fhirSchemaErrors(outcome)).toEqual([]);
      expect(outcome.issue[0]).toMatchObject({ severity: 'error', code: 'invalid' });
      return String(outcome.issue[0].diagnostics);
    };
    for (const resource of ['Patient', 'Questionnaire', 'QuestionnaireResponse', 'Observation']) {
      for (const value of ['abc', '-1', '1.5', '', '1e3']) {
        expect(await refusal(`/fhir/R4/${resource}?_count=${value}`)).toContain(
          '_count must be a whole number',
        );
      }
      expect(await refusal(`/fhir/R4/${resource}?_count=5&_count=6`)).toContain('"5,6"');
      expect(await refusal(`/fhir/R4/${resource}?_offset=-3`)).toContain('_offset must be a whole number');
    }
    expect(await refusal('/fhir/R4/Patient?_count=abc', 'es')).toBe(
      '_count debe ser un número entero (0 o más); «abc» no lo es.',
    );
    expect(await refusal('/fhir/R4/Patient?_offset=x', 'es-MX')).toContain(
      '_offset debe ser un número entero',
    );
    expect(await refusal('/fhir/R4/Patient?birthdate=yesterday', 'es')).toBe(
      'Valor de búsqueda de fecha no admitido: yesterday',
    );
    expect(await refusal('/fhir/R4/Patient?birthdate=yesterday')).toBe(
      'Unsupported date search value: yesterday',
    );
    // A repeated single-valued parameter is read once, not a server error.
    const repeated = await call('GET', `/fhir/R4/QuestionnaireResponse?patient=${people.alexId}&patient=x`);
    expect(repeated.statusCode).toBe(200);
  });

  it('reads an instrument total by its id as the search gives it, audited; other ids are 404', async () => {
    const search = await bundleAt(`/fhir/R4/Observation?patient=${people.alexId}`);
    const found = entries<Observation>(search)[0];
    if (!found?.id) throw new Error('the demo clinic has a scored document of Alex');
    const read = await call('GET', `/fhir/R4/Observation/${found.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(found);
    expect(fhirSchemaErrors(read.json())).toEqual([]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'FhirObservation'), eq(auditLog.action, 'read')));
    expect(audits).toContainEqual(
      expect.objectContaining({ resourceId: found.id, patientId: people.alexId }),
    );
    const documentId = found.id.slice(0, 36);
    for (const id of [
      `${documentId}-no-such-scale`,
      '00000000-0000-4000-8000-000000000000-total',
      'not-an-id',
      documentId,
    ]) {
      const missing = await call('GET', `/fhir/R4/Observation/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ code: 'not-found' }],
      });
    }
  });

  it('imports repeating groups, quantities and an external ValueSet; a completed document answers per record', async () => {
    const languages = 'http://hl7.org/fhir/ValueSet/languages';
    const reply = await t.app.inject({
      method: 'POST',
      url: '/fhir/R4/Questionnaire',
      headers: { ...staffHeaders, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify({
        resourceType: 'Questionnaire',
        status: 'active',
        title: 'Medication list',
        item: [
          { linkId: 'language', type: 'choice', text: 'Preferred language', answerValueSet: languages },
          {
            linkId: 'meds',
            type: 'group',
            text: 'Medications',
            repeats: true,
            item: [
              { linkId: 'meds.name', type: 'string', text: 'Name' },
              {
                linkId: 'meds.dose',
                type: 'quantity',
                text: 'Dose',
                extension: [
                  {
                    url: 'http://hl7.org/fhir/StructureDefinition/questionnaire-unit',
                    valueCoding: { system: 'http://unitsofmeasure.org', code: 'mg', display: 'mg' },
                  },
                ],
              },
            ],
          },
        ],
      }),
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().issue).toEqual([
      expect.objectContaining({
        severity: 'warning',
        diagnostics: `item language: answers of ValueSet ${languages} (not expanded offline; answered as free text) (Dropdown) was not carried`,
      }),
    ]);
    const formId = String(reply.headers.location).split('/').at(-1);
    const exported = (await call('GET', `/fhir/R4/Questionnaire/${formId}`)).json();
    expect(fhirSchemaErrors(exported)).toEqual([]);
    expect(exported.item.find((item: { linkId: string }) => item.linkId === 'meds')).toMatchObject({
      type: 'group',
      repeats: true,
    });

    type Node = {
      kind: string;
      id: string;
      elType?: string;
      properties?: Record<string, unknown>;
      columns?: { children: Node[] }[];
    };
    const components = (rows: Node[]): Node[] =>
      rows.flatMap((row) =>
        (row.columns ?? []).flatMap((column) =>
          column.children.flatMap((child) => (child.kind === 'row' ? components([child]) : [child])),
        ),
      );
    const form = (await call('GET', `/api/core/Forms/${formId}`)).json();
    const top = components(form.content.rows);
    const crud = top.find((component) => component.elType === 'Crud');
    const language = top.find((component) => component.elType === 'Dropdown');
    const [name, dose] = components((crud?.properties?.formLayout ?? []) as Node[]);
    const draft = (
      await call('PUT', '/api/core/Documents', {
        formId,
        patientId: people.samId,
        results: {
          [String(language?.id)]: { value: null, otherValue: 'Tagalog' },
          [String(crud?.id)]: [
            { [String(name?.id)]: 'Amoxicillin', [String(dose?.id)]: 250 },
            { [String(name?.id)]: 'Ibuprofen', [String(dose?.id)]: 100 },
          ],
        },
      })
    ).json();
    const completed = await call('PATCH', `/api/core/Documents/${draft.id}/SaveAndComplete`, {
      rowVersion: draft.rowVersion,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const answered = (await call('GET', `/fhir/R4/QuestionnaireResponse/${draft.id}`)).json();
    expect(fhirSchemaErrors(answered)).toEqual([]);
    expect(answered.item).toEqual([
      { linkId: 'language', text: 'Preferred language', answer: [{ valueString: 'Tagalog' }] },
      ...[
        ['Amoxicillin', 250],
        ['Ibuprofen', 100],
      ].map(([drug, mg]) => ({
        linkId: 'meds',
        text: 'Medications',
        item: [
          { linkId: 'meds.name', text: 'Name', answer: [{ valueString: drug }] },
          {
            linkId: 'meds.dose',
            text: 'Dose',
            answer: [
              { valueQuantity: { value: mg, unit: 'mg', system: 'http://unitsofmeasure.org', code: 'mg' } },
            ],
          },
        ],
      })),
    ]);
  });

  it('states exactly what it supports in its CapabilityStatement', async () => {
    const statement = (await t.app.inject({ method: 'GET', url: '/fhir/R4/metadata' })).json();
    expect(fhirSchemaErrors(statement)).toEqual([]);
    const rest = statement.rest[0];
    expect(rest.searchParam.map((param: { name: string }) => param.name)).toEqual(['_count', '_offset']);
    const byType = Object.fromEntries(
      rest.resource.map(
        (resource: { type: string; interaction: { code: string }[]; searchParam?: { name: string }[] }) => [
          resource.type,
          {
            interactions: resource.interaction.map((interaction) => interaction.code),
            params: (resource.searchParam ?? []).map((param) => param.name),
          },
        ],
      ),
    );
    expect(byType).toEqual({
      Questionnaire: { interactions: ['read', 'search-type', 'create'], params: ['url', 'name', 'status'] },
      QuestionnaireResponse: {
        interactions: ['read', 'search-type'],
        params: ['patient', 'subject', 'questionnaire', 'authored'],
      },
      Observation: { interactions: ['read', 'search-type'], params: ['patient', 'subject', 'code'] },
      Patient: { interactions: ['read', 'search-type'], params: ['_id', 'name', 'birthdate', 'identifier'] },
    });
  });
});
