import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClinicalTestContext,
  createClinicalTestContext,
  unknownId,
} from '../shared/clinicalTestContext';
import { findMedicationId } from '../shared/findMedication';

describe('MarsRecords', () => {
  let c: ClinicalTestContext;
  let sertraline: string;
  let oral: string;
  let tablet: string;
  beforeAll(async () => {
    c = await createClinicalTestContext();
    sertraline = await findMedicationId(c, 'Sertraline 50 mg tablet');
    oral = await c.lookupId('MedicationRoute', 'Oral');
    tablet = await c.lookupId('UnitOfMeasurement', 'tablet');
  });
  afterAll(async () => {
    await c.t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    c.t.app.inject({ method, url: `/api/core/MarsRecords${url}`, headers: c.headers, payload });
  const give = (dateTime: string, extra: object = {}) =>
    call('PUT', '', {
      episodeOfCareId: c.alexEpisodeId,
      dateTime,
      status: 'Given',
      type: 'SCH',
      medicationId: sertraline,
      dosageAmount: '1',
      unitOfMeasurementId: tablet,
      medicationRouteId: oral,
      signedBy: 'T. Clinician, RN',
      ...extra,
    });

  it('records administrations and reads them newest first, paged and from the episode', async () => {
    const first = await give('2024-05-01T08:00:00Z');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'Given',
      type: 'SCH',
      medication: { name: 'Sertraline', strength: '50 mg tablet' },
      unitOfMeasurement: { name: 'tablet' },
      medicationRoute: { name: 'Oral' },
      givenById: c.staffUserId,
      givenBy: 'Test Clinician',
      signedBy: 'T. Clinician, RN',
    });
    const second = await give('2024-05-02T08:00:00Z', { type: 'PRN', status: 'Refused', notes: 'Asleep' });
    const third = await give('2024-05-03T08:00:00Z');

    const fromEoc = await call('GET', `/FromEoc/${c.alexEpisodeId}`);
    expect(fromEoc.json().map((r: { id: string }) => r.id)).toEqual([
      third.json().id,
      second.json().id,
      first.json().id,
    ]);

    const page = await call('POST', '', { episodeOfCareId: c.alexEpisodeId, page: 1, pageSize: 2 });
    expect(page.json()).toMatchObject({ total: 3, page: 1, pageSize: 2, items: [{ id: first.json().id }] });
    const prn = await call('POST', '', { patientId: c.people.alexId, type: 'PRN' });
    expect(prn.json().items.map((r: { notes: string }) => r.notes)).toEqual(['Asleep']);
    const ranged = await call('POST', '', {
      episodeOfCareId: c.alexEpisodeId,
      from: '2024-05-02T00:00:00Z',
      to: '2024-05-02T23:59:59Z',
    });
    expect(ranged.json().total).toBe(1);
  });

  it('reads, changes and deletes one record', async () => {
    const id = (await give('2024-06-01T08:00:00Z')).json().id;
    expect((await call('GET', `/${id}`)).json().dateTime).toBe('2024-06-01T08:00:00.000Z');
    const patched = await call('PATCH', `/${id}`, { status: 'Held', notes: 'BP low', signature: null });
    expect(patched.json()).toMatchObject({ status: 'Held', notes: 'BP low', signedBy: 'T. Clinician, RN' });
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad bodies with 400', async () => {
    expect((await give('2024-05-01T08:00:00Z', { status: 'Eaten' })).statusCode).toBe(400);
    expect((await give('2024-05-01T08:00:00Z', { signedBy: 'x'.repeat(51) })).statusCode).toBe(400);
    expect((await give('2024-05-01T08:00:00Z', { signature: 'javascript:alert(1)' })).statusCode).toBe(400);
    const unknownMed = await give('2024-05-01T08:00:00Z', { medicationId: unknownId });
    expect(unknownMed.json().fieldErrors).toEqual({ medicationId: ['Unknown medication.'] });
    const unknownGiver = await give('2024-05-01T08:00:00Z', { givenById: unknownId });
    expect(unknownGiver.json().fieldErrors).toEqual({ givenById: ['Unknown staff user.'] });
    const wrongUnit = await give('2024-05-01T08:00:00Z', { unitOfMeasurementId: oral });
    expect(wrongUnit.json().fieldErrors).toEqual({
      unitOfMeasurementId: ['Unknown UnitOfMeasurement item.'],
    });
    expect((await call('POST', '', { page: 0 })).statusCode).toBe(400);
  });

  it('answers 404 for unknown ids and audits', async () => {
    expect((await call('GET', `/${unknownId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/${unknownId}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${unknownId}`)).statusCode).toBe(404);
    expect((await call('GET', `/FromEoc/${unknownId}`)).statusCode).toBe(404);
    expect((await call('POST', '', { episodeOfCareId: unknownId })).statusCode).toBe(404);
    expect((await give('2024-05-01T08:00:00Z', { episodeOfCareId: unknownId })).statusCode).toBe(404);
    const actions = new Set((await c.auditRows('MarRecord')).map((r) => r.action));
    expect(actions).toEqual(new Set(['create', 'read', 'update', 'delete']));
  });
});
