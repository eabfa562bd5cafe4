import { ApiError, type HttpClient } from '@clinic/api-contract';
import { ClinicalIntegrationError, ClinicalValidationError } from '@clinic/forms-react';
import { describe, expect, it } from 'vitest';
import { HttpClinicalDataClient } from './httpClinicalDataClient';

type Call = { method: string; path: string; body: unknown };

/** An HttpClient answering from a table of replies by "METHOD path". */
function fakeHttp(replies: Record<string, unknown>) {
  const calls: Call[] = [];
  const http: HttpClient = {
    async request<T>(method: string, path: string, body?: unknown) {
      calls.push({ method, path, body });
      const reply = replies[`${method} ${path}`];
      if (reply instanceof Error) throw reply;
      return reply as T;
    },
    download: () => Promise.reject(new Error('not used')),
  };
  return { http, calls };
}

const patientId = '11111111-1111-4111-8111-111111111111';
const episodeId = '22222222-2222-4222-8222-222222222222';

describe('HttpClinicalDataClient', () => {
  it('calls the api/core routes of forms.md section 7', async () => {
    const { http, calls } = fakeHttp({});
    const client = new HttpClinicalDataClient(http);
    await client.listVitalRecords({ patientId, episodeOfCareId: episodeId });
    await client.listDiagnosisCodes({ patientId });
    await client.searchIcdCodes('F32');
    await client.searchMedications('traz');
    await client.listScheduledMedications(episodeId);
    await client.deletePrnMedication('p1');
    await client.emarVitals(patientId, {
      from: new Date('2026-01-05T00:00:00.000Z'),
      to: new Date('2026-01-05T23:59:59.999Z'),
    });
    expect(calls).toEqual([
      { method: 'POST', path: '/api/core/VitalRecords', body: { episodeOfCareId: episodeId } },
      { method: 'POST', path: '/api/core/DiagnosisCodes', body: { patientId } },
      { method: 'POST', path: '/api/core/IcdCode', body: { searchPhrase: 'F32' } },
      {
        method: 'POST',
        path: '/api/core/Medication',
        body: { searchPhrase: 'traz', page: 0, pageSize: 999, orderBy: 'name' },
      },
      { method: 'POST', path: `/api/core/ScheduledMedication/${episodeId}`, body: {} },
      { method: 'DELETE', path: '/api/core/PrnMedication/p1', body: undefined },
      {
        method: 'POST',
        path: `/api/core/Emar/${patientId}/Vitals?from=2026-01-05T00%3A00%3A00.000Z&to=2026-01-05T23%3A59%3A59.999Z`,
        body: {},
      },
    ]);
  });

  it('reads lookups whole, with the status colours', async () => {
    const { http, calls } = fakeHttp({
      'POST /api/core/DiagnosisCodeStatus': {
        items: [
          {
            id: 's1',
            kind: 'DiagnosisCodeStatus',
            name: 'Active',
            code: null,
            sortOrder: 0,
            extra: { color: '#2e7d32' },
          },
        ],
        total: 1,
        page: 0,
        pageSize: 1_000_000,
      },
    });
    const statuses = await new HttpClinicalDataClient(http).listDiagnosisStatuses();
    expect(statuses).toEqual([{ id: 's1', name: 'Active', color: '#2e7d32' }]);
    expect(calls[0]?.body).toEqual({ page: 0, pageSize: 1_000_000 });
  });

  it('turns the integration refusals into ClinicalIntegrationError by code', async () => {
    const refusal = new ApiError(400, 'This patient has not been synced with Emar.', {
      code: ['patientNotSynchronized'],
    });
    const { http } = fakeHttp({ [`GET /api/core/DoseSpot/ActiveMedications/${patientId}`]: refusal });
    const failure = await new HttpClinicalDataClient(http)
      .doseSpotActiveMedications(patientId)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ClinicalIntegrationError);
    expect((failure as ClinicalIntegrationError).code).toBe('patientNotSynchronized');
  });

  it('keeps the per-field refusals of an order', async () => {
    const refusal = new ApiError(400, 'This field is required', { dosageAmount: ['This field is required'] });
    const { http } = fakeHttp({ 'PUT /api/core/ScheduledMedication': refusal });
    const failure = await new HttpClinicalDataClient(http)
      .createScheduledMedication({ episodeOfCareId: episodeId })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ClinicalValidationError);
    expect((failure as ClinicalValidationError).fieldErrors).toEqual({
      dosageAmount: ['This field is required'],
    });
  });

  it("finds the treatment plans through the episode's location form", async () => {
    const { http } = fakeHttp({
      [`GET /api/core/Patients/${patientId}`]: {
        locationId: 'loc-patient',
        episodesOfCare: [{ id: episodeId, locationId: 'loc-episode' }],
      },
      'GET /api/core/Locations/loc-episode': { treatmentPlanFormId: 'form-plan' },
      [`GET /api/core/Documents/ByEocForAdvancedFormBuilderComponent/${episodeId}/form-plan`]: [
        { id: 'doc-1' },
      ],
    });
    const plans = await new HttpClinicalDataClient(http).listTreatmentPlans({
      episodeOfCareId: episodeId,
      patientId,
    });
    expect(plans).toEqual([{ id: 'doc-1', parentDocumentId: null }]);
  });
});
