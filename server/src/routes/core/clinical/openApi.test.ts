import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';

describe('clinical routes in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('documents every clinical call with named components', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: object };
    };
    const expected: Record<string, string[]> = {
      '/api/core/VitalRecords': ['post', 'put'],
      '/api/core/VitalRecords/ByEoc/{episodeOfCareId}': ['post'],
      '/api/core/VitalRecords/{id}': ['get', 'patch', 'delete'],
      '/api/core/IcdCode': ['post', 'put'],
      '/api/core/IcdCode/SearchCount': ['post'],
      '/api/core/DiagnosisCodes/ChangeStatus/{id}': ['patch'],
      '/api/core/Allergy/{id}': ['get', 'patch', 'delete'],
      '/api/core/MarsRecords/FromEoc/{episodeOfCareId}': ['get'],
      '/api/core/ScheduledMedication/{id}/SetValues': ['patch'],
      '/api/core/PrnMedication/DeleteAll': ['patch'],
      '/api/core/Medication/SearchCount': ['post'],
      '/api/core/DoseSpot/ActiveMedications/{patientId}': ['get'],
      '/api/core/Emar/{patientId}': ['post'],
      '/api/core/Emar/{patientId}/Vitals': ['post'],
      '/api/core/Emar/{patientId}/DispenseReport': ['post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(doc.paths[path] ?? {}), path).toEqual(expect.arrayContaining(methods));
    }
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'CoreClinicalVitalRecord',
        'CoreClinicalDiagnosisCode',
        'CoreClinicalScheduledMedication',
      ]),
    );
  });
});
