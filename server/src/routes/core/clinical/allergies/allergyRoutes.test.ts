import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClinicalTestContext,
  createClinicalTestContext,
  unknownId,
} from '../shared/clinicalTestContext';

describe('Allergy', () => {
  let c: ClinicalTestContext;
  let ids: Record<string, string>;
  beforeAll(async () => {
    c = await createClinicalTestContext();
    ids = {
      drug: await c.lookupId('AllergyType', 'Drug'),
      penicillin: await c.lookupId('Allergen', 'Penicillin'),
      hives: await c.lookupId('Reaction', 'Hives'),
      severe: await c.lookupId('AllergySeverity', 'Severe'),
    };
  });
  afterAll(async () => {
    await c.t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    c.t.app.inject({ method, url: `/api/core/Allergy${url}`, headers: c.headers, payload });

  it("records allergies and lists the patient's with names", async () => {
    const created = await call('PUT', '', {
      patientId: c.people.alexId,
      allergyTypeId: ids.drug,
      allergenId: ids.penicillin,
      reactionId: ids.hives,
      severityId: ids.severe,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      allergyType: { name: 'Drug' },
      allergen: { name: 'Penicillin' },
      otherAllergen: null,
      reaction: { name: 'Hives' },
      severity: { name: 'Severe' },
    });
    const other = await call('PUT', '', {
      patientId: c.people.alexId,
      otherAllergen: ' Kiwi ',
      otherReaction: 'Tingling lips',
    });
    expect(other.json()).toMatchObject({
      allergen: null,
      otherAllergen: 'Kiwi',
      otherReaction: 'Tingling lips',
    });

    const list = await call('POST', '', { patientId: c.people.alexId });
    expect(list.json().map((a: { id: string }) => a.id)).toEqual([created.json().id, other.json().id]);
    expect((await call('POST', '', { patientId: c.people.samId })).json()).toEqual([]);
  });

  it('reads, changes and deletes an allergy', async () => {
    const id = (await call('PUT', '', { patientId: c.people.samId, allergenId: ids.penicillin })).json().id;
    expect((await call('GET', `/${id}`)).json().allergen.name).toBe('Penicillin');
    const patched = await call('PATCH', `/${id}`, { severityId: ids.severe, reactionId: ids.hives });
    expect(patched.json()).toMatchObject({ allergen: { name: 'Penicillin' }, severity: { name: 'Severe' } });
    const switched = await call('PATCH', `/${id}`, { allergenId: null, otherAllergen: 'Amoxicillin' });
    expect(switched.json()).toMatchObject({ allergen: null, otherAllergen: 'Amoxicillin' });
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    expect((await call('POST', '', { patientId: c.people.samId })).json()).toEqual([]);
  });

  it('requires an allergen, one way only, and lookup items of the right list', async () => {
    const none = await call('PUT', '', { patientId: c.people.alexId, reactionId: ids.hives });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ allergenId: ['This field is required'] });
    const both = await call('PUT', '', {
      patientId: c.people.alexId,
      allergenId: ids.penicillin,
      otherAllergen: 'x',
    });
    expect(Object.keys(both.json().fieldErrors)).toEqual(['otherAllergen']);
    const wrongList = await call('PUT', '', { patientId: c.people.alexId, allergenId: ids.hives });
    expect(wrongList.json().fieldErrors).toEqual({ allergenId: ['Unknown Allergen item.'] });
    expect((await call('PUT', '', { allergenId: ids.penicillin })).statusCode).toBe(400);
    expect((await call('POST', '', {})).statusCode).toBe(400);
  });

  it('answers 404 for unknown patients and allergies, and audits', async () => {
    expect((await call('POST', '', { patientId: unknownId })).statusCode).toBe(404);
    expect((await call('PUT', '', { patientId: unknownId, allergenId: ids.penicillin })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/${unknownId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/${unknownId}`, { otherAllergen: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${unknownId}`)).statusCode).toBe(404);
    const rows = await c.auditRows('Allergy');
    const done = new Set(rows.filter((r) => r.outcome === 'success').map((r) => r.action));
    expect(done).toEqual(new Set(['create', 'read', 'update', 'delete']));
    // Each refusal is on record as refused, with what was asked for.
    expect(rows.filter((r) => r.outcome === 'denied').map((r) => r.action)).toEqual(['write', 'write']);
    const byId = await c.auditRows('Allergy/{id}');
    expect(byId.filter((r) => r.resourceId === unknownId).map((r) => [r.action, r.outcome])).toEqual([
      ['read', 'denied'],
      ['write', 'denied'],
      ['delete', 'denied'],
    ]);
  });
});
