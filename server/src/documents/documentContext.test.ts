import {
  type ChartRecords,
  chartSnapshotOf,
  type FormContent,
  fillChartSections,
  formContentSchema,
  formHeaderHtml,
} from '@clinic/forms-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodesOfCare, organizationSettings, patients } from '../db/schema';
import {
  type ClinicalTestContext,
  createClinicalTestContext,
  unknownId,
} from '../routes/core/clinical/shared/clinicalTestContext';
import { findMedicationId } from '../routes/core/clinical/shared/findMedication';
import { loadDocumentContext } from './documentContext';

/** A form of one row holding the given types, ids as the builder gives them (PatientAllergies1…). */
function formWith(...elTypes: string[]): FormContent {
  const children = elTypes.map((elType) => ({ kind: 'component', id: `${elType}1`, elType, properties: {} }));
  return formContentSchema.parse({
    rows: [
      {
        kind: 'row',
        id: 'row1',
        properties: {},
        columns: [{ kind: 'column', id: 'col1', properties: { cols: 12 }, children }],
      },
    ],
  });
}

const allSections = formWith(
  'PatientAllergies',
  'PatientVitals',
  'PatientDiagnosisCodes',
  'PatientMedications',
  'ActiveMedications',
);

describe('loadDocumentContext', () => {
  let c: ClinicalTestContext;
  const input = (overrides: Partial<Parameters<typeof loadDocumentContext>[1]> = {}) => ({
    patientId: c.people.alexId,
    episodeOfCareId: c.alexEpisodeId,
    formName: 'Progress Note',
    effectiveDate: '2024-05-03T00:00:00.000Z',
    content: allSections,
    ...overrides,
  });

  const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const reply = await c.t.app.inject({ method, url: `/api/core/${url}`, headers: c.headers, payload });
    if (reply.statusCode >= 300 && reply.statusCode !== 204) throw new Error(`${url}: ${reply.body}`);
    return reply.statusCode === 204 ? null : reply.json();
  };

  /** The same kinds of record for a patient's episode: an allergy, vitals, a code, a dose and two orders. */
  async function recordChart(patientId: string, episodeOfCareId: string, allergen: string) {
    const lookup = (kind: Parameters<ClinicalTestContext['lookupId']>[0], name: string) =>
      c.lookupId(kind, name);
    const [icd] = await api('POST', 'IcdCode', { searchPhrase: 'F32.9' });
    const dose = {
      episodeOfCareId,
      medicationId: await findMedicationId(c, 'Sertraline 50 mg tablet'),
      medicationRouteId: await lookup('MedicationRoute', 'Oral'),
      unitOfMeasurementId: await lookup('UnitOfMeasurement', 'tablet'),
      dosageAmount: '1',
    };
    await api('PUT', 'Allergy', { patientId, allergenId: await lookup('Allergen', allergen) });
    for (const effectiveDate of ['2024-05-01T08:00:00Z', '2024-05-02T08:00:00Z'])
      await api('PUT', 'VitalRecords', {
        episodeOfCareId,
        effectiveDate,
        items: [{ vitalSignId: await lookup('VitalSign', 'Pulse'), value: 72 }],
      });
    await api('PUT', 'DiagnosisCodes', {
      episodeOfCareId,
      icdCodeId: icd.id,
      statusId: await lookup('DiagnosisCodeStatus', 'Active'),
    });
    await api('PUT', 'MarsRecords', {
      ...dose,
      dateTime: '2024-05-02T08:00:00Z',
      status: 'Given',
      type: 'SCH',
    });
    await api('PUT', 'ScheduledMedication', { ...dose, startDate: '2024-05-01', times: ['08:00'] });
    await api('PUT', 'PrnMedication', { ...dose, startDate: '2024-05-01' });
  }

  beforeAll(async () => {
    c = await createClinicalTestContext();
    await recordChart(c.people.alexId, c.alexEpisodeId, 'Penicillin');
    await recordChart(c.people.samId, c.samEpisodeId, 'Peanuts');
    // A deleted allergy is no longer in the chart.
    const latex = await api('PUT', 'Allergy', {
      patientId: c.people.alexId,
      allergenId: await c.lookupId('Allergen', 'Latex'),
    });
    await api('DELETE', `Allergy/${latex.id}`);
  });
  afterAll(async () => {
    await c.t.close();
  });

  it('reads the clinic, the patient and the episode from the records', async () => {
    const db = c.t.database.db;
    const [settings] = await db.select().from(organizationSettings);
    const [alex] = await db.select().from(patients).where(eq(patients.id, c.people.alexId));
    const [episode] = await db.select().from(episodesOfCare).where(eq(episodesOfCare.id, c.alexEpisodeId));
    const context = await loadDocumentContext(db, input());
    expect(context).toMatchObject({
      clinic: { name: settings!.organizationName, logo: settings!.organizationLogo },
      formName: 'Progress Note',
      patient: {
        firstName: alex!.firstName,
        middleName: alex!.middleName,
        lastName: alex!.lastName,
        mrn: alex!.mrn,
        dateOfBirth: alex!.dateOfBirth,
      },
      episodeOfCare: { number: episode!.number, startDate: episode!.startDate },
      effectiveDate: '2024-05-03T00:00:00.000Z',
    });
    expect(formHeaderHtml(context, 'en')).toContain(`<dd>${alex!.mrn}</dd>`);
  });

  it("holds the chart exactly as the staff app loads it from the API, and only this patient's", async () => {
    const { chart } = await loadDocumentContext(c.t.database.db, input());
    const ep = c.alexEpisodeId;
    const records: ChartRecords = {
      allergies: await api('POST', 'Allergy', { patientId: c.people.alexId }),
      vitalRecords: await api('POST', 'VitalRecords', { episodeOfCareId: ep }),
      diagnosisCodes: await api('POST', 'DiagnosisCodes', { episodeOfCareId: ep }),
      medicationAdministrations: await api('GET', `MarsRecords/FromEoc/${ep}`),
      scheduledMedications: await api('POST', `ScheduledMedication/${ep}`, {}),
      prnMedications: await api('POST', `PrnMedication/${ep}`, {}),
    };
    expect(chart).toEqual(chartSnapshotOf(records));
    expect(chart!.allergies.map((allergy) => allergy.allergen)).toEqual(['Penicillin']);
    expect(chart!.vitalRecords).toHaveLength(2);
    expect(chart!.diagnosisCodes).toHaveLength(1);
    expect(chart!.medicationAdministrations).toHaveLength(1);
    expect(chart!.activeMedications.map((order) => order.type)).toEqual(['SCH', 'PRN']);

    const samsIds = new Set<unknown>();
    for (const list of [
      await api('POST', 'Allergy', { patientId: c.people.samId }),
      await api('POST', 'VitalRecords', { episodeOfCareId: c.samEpisodeId }),
      await api('POST', 'DiagnosisCodes', { episodeOfCareId: c.samEpisodeId }),
      await api('GET', `MarsRecords/FromEoc/${c.samEpisodeId}`),
      await api('POST', `ScheduledMedication/${c.samEpisodeId}`, {}),
      await api('POST', `PrnMedication/${c.samEpisodeId}`, {}),
    ])
      for (const record of list as { id: string }[]) samsIds.add(record.id);
    expect(samsIds.size).toBe(7);
    expect(JSON.stringify(chart)).not.toMatch(new RegExp([...samsIds].join('|')));
    expect(JSON.stringify(chart)).not.toContain('Peanuts');
  });

  it("fills a portal patient's empty clinical sections from the chart", async () => {
    const context = await loadDocumentContext(c.t.database.db, input({ content: allSections }));
    const filled = fillChartSections(allSections, { PatientAllergies1: [] }, context.chart!, {
      actor: 'patient',
    });
    expect(filled.PatientAllergies1).toEqual([expect.objectContaining({ allergen: 'Penicillin' })]);
  });

  it('reads only the lists the form shows', async () => {
    const { chart } = await loadDocumentContext(
      c.t.database.db,
      input({ content: formWith('TextInput', 'PatientAllergies') }),
    );
    expect(chart!.allergies).toHaveLength(1);
    expect(chart!.vitalRecords).toEqual([]);
    expect(chart!.activeMedications).toEqual([]);
  });

  it("reads the patient's vitals and codes for a document without an episode, and no doses or orders", async () => {
    const context = await loadDocumentContext(c.t.database.db, input({ episodeOfCareId: null }));
    expect(context.episodeOfCare).toBeNull();
    expect(context.chart).toMatchObject({
      allergies: [expect.anything()],
      vitalRecords: [expect.anything(), expect.anything()],
      diagnosisCodes: [expect.anything()],
      medicationAdministrations: [],
      activeMedications: [],
    });
  });

  it("answers 404 for an unknown patient or another patient's episode", async () => {
    const db = c.t.database.db;
    await expect(loadDocumentContext(db, input({ patientId: unknownId }))).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(loadDocumentContext(db, input({ episodeOfCareId: c.samEpisodeId }))).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(loadDocumentContext(db, input({ episodeOfCareId: unknownId }))).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
