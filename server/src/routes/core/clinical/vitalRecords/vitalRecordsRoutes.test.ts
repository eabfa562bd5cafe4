import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClinicalTestContext,
  createClinicalTestContext,
  unknownId,
} from '../shared/clinicalTestContext';

describe('VitalRecords', () => {
  let c: ClinicalTestContext;
  let pulseId: string;
  let weightId: string;
  let glucoseId: string;
  beforeAll(async () => {
    c = await createClinicalTestContext();
    pulseId = await c.lookupId('VitalSign', 'Pulse');
    weightId = await c.lookupId('VitalSign', 'Weight');
    glucoseId = await c.lookupId('VitalSign', 'Blood glucose');
  });
  afterAll(async () => {
    await c.t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    c.t.app.inject({ method, url: `/api/core/VitalRecords${url}`, headers: c.headers, payload });

  it('records vitals and lists them newest first with their creator and signs', async () => {
    const older = await call('PUT', '', {
      episodeOfCareId: c.alexEpisodeId,
      effectiveDate: '2024-05-01T08:00:00Z',
      items: [{ vitalSignId: pulseId, value: 72 }],
    });
    expect(older.statusCode).toBe(201);
    const newer = await call('PUT', '', {
      episodeOfCareId: c.alexEpisodeId,
      effectiveDate: '2024-05-02T08:00:00+02:00',
      items: [
        { vitalSignId: pulseId, value: ' 80 ' },
        { vitalSignId: weightId, value: '154' },
      ],
    });
    expect(newer.statusCode).toBe(201);
    expect(newer.json()).toMatchObject({
      patientId: c.people.alexId,
      dateTime: '2024-05-02T06:00:00.000Z',
      effectiveDate: '2024-05-02T06:00:00.000Z',
      user: { fullName: 'Test Clinician' },
      items: [
        { vitalSign: { name: 'Pulse', unit: 'bpm', status: 'Enabled' }, value: '80' },
        { vitalSign: { name: 'Weight', unit: 'lb' }, value: '154' },
      ],
    });

    const list = await call('POST', '', { episodeOfCareId: c.alexEpisodeId });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { id: string }) => r.id)).toEqual([newer.json().id, older.json().id]);
    const byPatient = await call('POST', '', { patientId: c.people.alexId });
    expect(byPatient.json()).toHaveLength(2);
    expect((await call('POST', '', { patientId: c.people.samId })).json()).toEqual([]);
  });

  it('reads, changes and deletes one record; deleted records show only with includeDeleted', async () => {
    const created = await call('PUT', '', {
      patientId: c.people.samId,
      episodeOfCareId: c.samEpisodeId,
      effectiveDate: '2024-06-01T10:00:00Z',
      items: [{ vitalSignId: pulseId, value: '64' }],
    });
    const id = created.json().id;
    expect((await call('GET', `/${id}`)).json().items[0].value).toBe('64');

    const patched = await call('PATCH', `/${id}`, { items: [{ vitalSignId: weightId, value: '120' }] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().items).toEqual([
      { vitalSign: expect.objectContaining({ name: 'Weight' }), value: '120' },
    ]);
    expect(patched.json().effectiveDate).toBe('2024-06-01T10:00:00.000Z');

    expect((await call('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(404);
    expect((await call('POST', '', { episodeOfCareId: c.samEpisodeId })).json()).toEqual([]);
    expect((await call('POST', `/ByEoc/${c.samEpisodeId}`, {})).json()).toEqual([]);
    const withDeleted = await call('POST', `/ByEoc/${c.samEpisodeId}?includeDeleted=true`, {});
    expect(withDeleted.json()).toEqual([expect.objectContaining({ id, deletedAt: expect.any(String) })]);
  });

  it('refuses signs that are not Enabled, unknown or repeated, and bad bodies, with 400', async () => {
    const base = { episodeOfCareId: c.alexEpisodeId, effectiveDate: '2024-05-03T08:00:00Z' };
    const disabled = await call('PUT', '', { ...base, items: [{ vitalSignId: glucoseId, value: '90' }] });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().fieldErrors['items.0.vitalSignId']).toEqual(['Blood glucose is not enabled.']);
    const unknown = await call('PUT', '', { ...base, items: [{ vitalSignId: unknownId, value: '90' }] });
    expect(unknown.json().fieldErrors['items.0.vitalSignId']).toEqual(['Unknown vital sign.']);
    const twice = await call('PUT', '', {
      ...base,
      items: [
        { vitalSignId: pulseId, value: '1' },
        { vitalSignId: pulseId, value: '2' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await call('PUT', '', { ...base, items: [] })).statusCode).toBe(400);
    expect((await call('PUT', '', { ...base, effectiveDate: 'yesterday', items: [] })).statusCode).toBe(400);
    const noScope = await call('PUT', '', {
      effectiveDate: base.effectiveDate,
      items: [{ vitalSignId: pulseId, value: 1 }],
    });
    expect(noScope.statusCode).toBe(400);
    expect((await call('POST', '', {})).statusCode).toBe(400);
    expect((await call('GET', '/not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses implausible readings at their field, converts °C and kg, and computes BMI', async () => {
    const base = { episodeOfCareId: c.alexEpisodeId, effectiveDate: '2024-05-04T08:00:00Z' };
    const sign = (name: string) => c.lookupId('VitalSign', name);
    const [temperatureId, saturationId, painId, heightId, bmiId] = await Promise.all(
      ['Temperature', 'Oxygen saturation', 'Pain', 'Height', 'BMI'].map(sign),
    );
    const nonsense = await call('PUT', '', {
      ...base,
      items: [
        { vitalSignId: temperatureId, value: '986' },
        { vitalSignId: pulseId, value: 'abc' },
        { vitalSignId: saturationId, value: 150 },
        { vitalSignId: painId, value: '12' },
        { vitalSignId: bmiId, value: '31' },
      ],
    });
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().fieldErrors).toEqual({
      'items.0.value': ['Enter a value from 77 to 113 °F.'],
      'items.1.value': ['Enter a number.'],
      'items.2.value': ['Enter a value from 50 to 100 %.'],
      'items.3.value': ['Enter a value from 0 to 10.'],
      'items.4.value': ['BMI is computed from height and weight: enter both.'],
    });
    expect((await call('POST', `/ByEoc/${c.alexEpisodeId}`, {})).json()).not.toContainEqual(
      expect.objectContaining({ effectiveDate: '2024-05-04T08:00:00.000Z' }),
    );

    const metric = await call('PUT', '', {
      ...base,
      items: [
        { vitalSignId: temperatureId, value: '37', unit: 'Cel' },
        { vitalSignId: weightId, value: '70', unit: 'kg' },
        { vitalSignId: heightId, value: '175', unit: 'cm' },
      ],
    });
    expect(metric.statusCode).toBe(201);
    expect(
      metric
        .json()
        .items.map((i: { vitalSign: { name: string }; value: string }) => [i.vitalSign.name, i.value]),
    ).toEqual([
      ['Temperature', '98.6'],
      ['Weight', '154.3'],
      ['Height', '68.9'],
      ['BMI', '22.9'],
    ]);
  });

  it("answers 404 for unknown ids and for a patient that is not the episode's", async () => {
    expect((await call('GET', `/${unknownId}`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/${unknownId}`, { items: [{ vitalSignId: pulseId, value: 1 }] })).statusCode,
    ).toBe(404);
    expect((await call('POST', '', { episodeOfCareId: unknownId })).statusCode).toBe(404);
    expect((await call('POST', '', { patientId: unknownId })).statusCode).toBe(404);
    expect((await call('POST', `/ByEoc/${unknownId}`, {})).statusCode).toBe(404);
    const mismatch = await call('PUT', '', {
      patientId: c.people.samId,
      episodeOfCareId: c.alexEpisodeId,
      effectiveDate: '2024-05-03T08:00:00Z',
      items: [{ vitalSignId: pulseId, value: 1 }],
    });
    expect(mismatch.statusCode).toBe(404);
  });

  it('audits reads and writes with the patient', async () => {
    const rows = await c.auditRows('VitalRecord');
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'read', 'update', 'delete']));
    expect(rows.every((r) => r.actorId === c.staffUserId && r.patientId !== null)).toBe(true);
  });

  it('refuses a request without a staff session', async () => {
    const res = await c.t.app.inject({ method: 'POST', url: '/api/core/VitalRecords', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
