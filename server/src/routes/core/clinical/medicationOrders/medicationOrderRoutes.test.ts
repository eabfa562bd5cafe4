import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClinicalTestContext,
  createClinicalTestContext,
  unknownId,
} from '../shared/clinicalTestContext';
import { findMedicationId } from '../shared/findMedication';

describe('ScheduledMedication and PrnMedication', () => {
  let c: ClinicalTestContext;
  let dose: Record<string, string>;
  beforeAll(async () => {
    c = await createClinicalTestContext();
    dose = {
      medicationId: await findMedicationId(c, 'Lithium carbonate 300 mg capsule'),
      medicationRouteId: await c.lookupId('MedicationRoute', 'Oral'),
      unitOfMeasurementId: await c.lookupId('UnitOfMeasurement', 'capsule'),
      dosageAmount: '1',
    };
  });
  afterAll(async () => {
    await c.t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    c.t.app.inject({ method, url: `/api/core/${url}`, headers: c.headers, payload });
  const schedule = (body: object = {}) =>
    call('PUT', 'ScheduledMedication', {
      episodeOfCareId: c.alexEpisodeId,
      ...dose,
      startDate: '2024-05-01',
      times: ['20:00', '08:00', '08:00'],
      ...body,
    });

  it('orders a scheduled medication and lists the episode orders', async () => {
    const created = await schedule({ endDate: '2024-06-01', instructions: ' With food ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      type: 'SCH',
      patientId: c.people.alexId,
      medication: { name: 'Lithium carbonate', strength: '300 mg capsule' },
      medicationRoute: { name: 'Oral' },
      unitOfMeasurement: { name: 'capsule' },
      times: ['08:00', '20:00'],
      frequency: 'EveryDay',
      interval: null,
      intervalAmount: null,
      startDate: '2024-05-01',
      endDate: '2024-06-01',
      instructions: 'With food',
      monday: false,
    });
    const interval = await schedule({
      startDate: '2024-05-10',
      frequency: 'DaysInterval',
      intervalAmount: 7,
    });
    expect(interval.json()).toMatchObject({ interval: '1 time per week', intervalAmount: 7 });
    const weekly = await schedule({
      startDate: '2024-05-05',
      frequency: 'DaysOfWeek',
      monday: true,
      friday: true,
      intervalAmount: 3,
    });
    expect(weekly.json()).toMatchObject({ monday: true, friday: true, sunday: false, intervalAmount: null });

    const list = await call('POST', `ScheduledMedication/${c.alexEpisodeId}`, {});
    expect(list.statusCode).toBe(200);
    expect(list.json().map((o: { startDate: string }) => o.startDate)).toEqual([
      '2024-05-10',
      '2024-05-05',
      '2024-05-01',
    ]);
    expect((await call('POST', `ScheduledMedication/${c.samEpisodeId}`, {})).json()).toEqual([]);
  });

  it("answers the modal's error slots with 400", async () => {
    const empty = await call('PUT', 'ScheduledMedication', { episodeOfCareId: c.alexEpisodeId });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual(
      [
        'dosageAmount',
        'medicationId',
        'medicationRouteId',
        'startDate',
        'times',
        'unitOfMeasurementId',
      ].sort(),
    );
    expect(empty.json().fieldErrors.startDate).toEqual(['This field is required']);
    const backwards = await schedule({ endDate: '2024-04-30' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual({ endDate: ['End date cannot precede start date.'] });
    const untilDischarge = await schedule({ endDate: '2024-04-30', untilDischarge: true });
    expect(untilDischarge.json()).toMatchObject({ untilDischarge: true, endDate: null });
    expect((await schedule({ startDate: '2024-02-30' })).json().fieldErrors).toEqual({
      startDate: ['This field must have a valid date format'],
    });
    expect((await schedule({ times: ['8am'] })).json().fieldErrors).toEqual({
      times: ['Times must be HH:mm, e.g. 08:00.'],
    });
    expect(
      (await schedule({ frequency: 'DaysInterval', intervalAmount: 5 })).json().fieldErrors.intervalAmount,
    ).toHaveLength(1);
    expect((await schedule({ frequency: 'DaysOfWeek' })).json().fieldErrors).toEqual({
      days: ['Choose at least one day of the week.'],
    });
    expect((await schedule({ medicationId: unknownId })).json().fieldErrors).toEqual({
      medicationId: ['Unknown medication.'],
    });
    expect((await schedule({ frequency: 'Hourly' })).statusCode).toBe(400);
  });

  it('asks staff to confirm an unusual dose, once, and refuses a dosage that is no number', async () => {
    const fluoxetine = await findMedicationId(c, 'Fluoxetine 10 mg capsule');
    const unusual = { medicationId: fluoxetine, dosageAmount: '50' };
    const refused = await schedule(unusual);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.dosageAmount).toEqual([
      '50 capsules in one dose is unusual.',
      'Confirm this unusual dose to save it.',
    ]);
    const confirmed = await schedule({ ...unusual, confirmUnusualDose: true });
    expect(confirmed.statusCode).toBe(201);
    // Its times change without a new confirmation: the dose is the one staff confirmed.
    const id = confirmed.json().id;
    expect((await call('PATCH', `ScheduledMedication/${id}`, { times: ['09:00'] })).statusCode).toBe(200);
    const moreStill = await call('PATCH', `ScheduledMedication/${id}`, { dosageAmount: '60' });
    expect(moreStill.statusCode).toBe(400);
    const words = await schedule({ dosageAmount: 'two' });
    expect(words.json().fieldErrors.dosageAmount).toEqual([
      'Enter the dosage as a number, or a range such as 1-2.',
    ]);
  });

  it('changes an order with PATCH and SetValues, checking the merged order', async () => {
    const id = (await schedule()).json().id;
    const patched = await call('PATCH', `ScheduledMedication/${id}`, { dosageAmount: 2, times: ['09:00'] });
    expect(patched.json()).toMatchObject({ dosageAmount: '2', times: ['09:00'], startDate: '2024-05-01' });
    const values = await call('PATCH', `ScheduledMedication/${id}/SetValues`, {
      frequency: 'DaysInterval',
      intervalAmount: 2,
      endDate: '2024-05-20',
    });
    expect(values.json()).toMatchObject({
      interval: 'every 2 days',
      endDate: '2024-05-20',
      dosageAmount: '2',
    });
    const backwards = await call('PATCH', `ScheduledMedication/${id}/SetValues`, { startDate: '2024-06-01' });
    expect(backwards.json().fieldErrors).toEqual({ endDate: ['End date cannot precede start date.'] });
    const ignoredDose = await call('PATCH', `ScheduledMedication/${id}/SetValues`, {
      dosageAmount: '9',
      instructions: 'At night',
    });
    expect(ignoredDose.json()).toMatchObject({ dosageAmount: '2', instructions: 'At night' });
    expect((await call('GET', `ScheduledMedication/${id}`)).json().instructions).toBe('At night');
    expect((await call('DELETE', `ScheduledMedication/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `ScheduledMedication/${id}`)).statusCode).toBe(404);
  });

  it("deletes listed orders, or all of the episode, and nothing when an id is not the episode's", async () => {
    const samOrder = (await schedule({ episodeOfCareId: c.samEpisodeId })).json().id;
    const a = (await schedule()).json().id;
    const before = (await call('POST', `ScheduledMedication/${c.alexEpisodeId}`, {})).json().length;
    const mixed = await call('PATCH', 'ScheduledMedication/DeleteAll', {
      episodeOfCareId: c.alexEpisodeId,
      ids: [a, samOrder],
    });
    expect(mixed.statusCode).toBe(404);
    expect((await call('GET', `ScheduledMedication/${a}`)).statusCode).toBe(200);
    const one = await call('PATCH', 'ScheduledMedication/DeleteAll', {
      episodeOfCareId: c.alexEpisodeId,
      ids: [a],
    });
    expect(one.json()).toEqual({ deleted: 1 });
    const all = await call('PATCH', 'ScheduledMedication/DeleteAll', { episodeOfCareId: c.alexEpisodeId });
    expect(all.json()).toEqual({ deleted: before - 1 });
    expect((await call('POST', `ScheduledMedication/${c.alexEpisodeId}`, {})).json()).toEqual([]);
    expect((await call('GET', `ScheduledMedication/${samOrder}`)).statusCode).toBe(200);
    expect(
      (await call('PATCH', 'ScheduledMedication/DeleteAll', { episodeOfCareId: unknownId })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', 'ScheduledMedication/DeleteAll', { ids: [a] })).statusCode).toBe(400);
  });

  it('orders, changes and deletes PRN medications', async () => {
    const created = await call('PUT', 'PrnMedication', {
      episodeOfCareId: c.samEpisodeId,
      ...dose,
      startDate: '2024-05-01',
      stopDate: '2024-05-15',
      instructions: 'For agitation',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: 'PRN', stopDate: '2024-05-15', patientId: c.people.samId });
    const id = created.json().id;
    const backwards = await call('PATCH', `PrnMedication/${id}/SetValues`, { stopDate: '2024-04-01' });
    expect(backwards.json().fieldErrors).toEqual({ stopDate: ['Stop date cannot precede start date.'] });
    expect((await call('PATCH', `PrnMedication/${id}`, { dosageAmount: '0.5' })).json().dosageAmount).toBe(
      '0.5',
    );
    expect((await call('POST', `PrnMedication/${c.samEpisodeId}`, {})).json()).toHaveLength(1);
    expect(
      (await call('PATCH', 'PrnMedication/DeleteAll', { episodeOfCareId: c.samEpisodeId })).json(),
    ).toEqual({ deleted: 1 });
    expect((await call('GET', `PrnMedication/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', 'PrnMedication', { episodeOfCareId: c.samEpisodeId })).statusCode).toBe(400);
  });

  it('answers 404 for unknown ids and episodes, and audits', async () => {
    for (const kind of ['ScheduledMedication', 'PrnMedication']) {
      expect((await call('GET', `${kind}/${unknownId}`)).statusCode).toBe(404);
      expect((await call('PATCH', `${kind}/${unknownId}`, {})).statusCode).toBe(404);
      expect((await call('PATCH', `${kind}/${unknownId}/SetValues`, {})).statusCode).toBe(404);
      expect((await call('DELETE', `${kind}/${unknownId}`)).statusCode).toBe(404);
      expect((await call('POST', `${kind}/${unknownId}`, {})).statusCode).toBe(404);
      expect(
        (await call('PUT', kind, { ...dose, episodeOfCareId: unknownId, startDate: '2024-05-01' }))
          .statusCode,
      ).toBe(404);
    }
    const rows = await c.auditRows('ScheduledMedication');
    const done = new Set(rows.filter((r) => r.outcome === 'success').map((r) => r.action));
    expect(done).toEqual(new Set(['create', 'read', 'update', 'delete']));
    expect(rows.filter((r) => r.outcome === 'denied').map((r) => r.action)).toEqual(['write']);
    const byId = await c.auditRows('ScheduledMedication/{id}');
    expect(byId.filter((r) => r.resourceId === unknownId).map((r) => [r.action, r.outcome])).toEqual([
      ['read', 'denied'],
      ['write', 'denied'],
      ['delete', 'denied'],
    ]);
    expect((await c.auditRows('PrnMedication')).length).toBeGreaterThan(3);
  });
});
