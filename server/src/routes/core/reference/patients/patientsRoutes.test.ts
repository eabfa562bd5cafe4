import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../../testing/signIn';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('patients and episodes of care (core)', () => {
  let t: TestApp;
  let people: DemoPeople;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    staff = await signInStaff(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });

  it('reads a patient: demographics, balance in dollars, location and episodes, audited', async () => {
    const res = await inject('GET', `/api/core/Patients/${people.alexId}`);
    expect(res.statusCode).toBe(200);
    const alex = res.json();
    expect(alex).toMatchObject({
      firstName: 'Alex',
      lastName: 'Rivera',
      accountNumber: '100231',
      mrn: 'MRN-000231',
      dateOfBirth: '1990-04-12',
      location: { name: 'Riverbend Downtown' },
      doseSpotSynced: false,
    });
    expect(typeof alex.balance).toBe('number');
    expect(Math.round(alex.balance * 100)).toBe(alex.balance * 100);
    expect(alex.episodesOfCare).toEqual([
      expect.objectContaining({ number: 'EOC-1001', status: 'Active', endDate: null }),
    ]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.resourceId, people.alexId));
    expect(audits.some((a) => a.action === 'read' && a.actorType === 'staff')).toBe(true);
  });

  it('answers 404 for an unknown patient, 400 for a bad id and 401 for a portal token', async () => {
    expect((await inject('GET', `/api/core/Patients/${unknownId}`)).statusCode).toBe(404);
    expect((await inject('GET', '/api/core/Patients/abc')).statusCode).toBe(400);
    const portal = await signInPortal(t, people.demoLoginId, people.alexId);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/core/Patients/${people.alexId}`,
      headers: portal.headers,
    });
    expect(res.statusCode).toBe(401);
  });

  it('searches by name, MRN and account number, paged', async () => {
    const byName = (
      await inject('POST', '/api/core/Patients/Search', { searchPhrase: 'rivera', page: 0, pageSize: 10 })
    ).json();
    expect(byName.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Alex', 'Sam']);
    const both = (await inject('POST', '/api/core/Patients/Search', { searchPhrase: 'Sam Rivera' })).json();
    expect(both.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Sam']);
    const byMrn = (await inject('POST', '/api/core/Patients/Search', { searchPhrase: 'mrn-000845' })).json();
    expect(byMrn.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Jordan']);
    const byAccount = (await inject('POST', '/api/core/Patients/Search', { searchPhrase: '100232' })).json();
    expect(byAccount.total).toBe(1);
    const paged = (await inject('POST', '/api/core/Patients/Search', { page: 1, pageSize: 2 })).json();
    expect(paged).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(paged.items).toHaveLength(1);
    expect((await inject('POST', '/api/core/Patients/Search', { pageSize: 0 })).statusCode).toBe(400);
  });

  it('registers patients with a unique account number and MRN, and changes demographics', async () => {
    const body = {
      firstName: 'Robin',
      lastName: 'Ng',
      dateOfBirth: '2001-02-03',
      email: 'Robin@Example.org',
    };
    const first = await inject('PUT', '/api/core/Patients', body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      accountNumber: '100846',
      mrn: 'MRN-000846',
      email: 'robin@example.org',
      balance: 0,
    });
    const [a, b] = await Promise.all([
      inject('PUT', '/api/core/Patients', body),
      inject('PUT', '/api/core/Patients', body),
    ]);
    const numbers = [a?.json().accountNumber, b?.json().accountNumber].sort();
    expect(numbers).toEqual(['100847', '100848']);

    const changed = await inject('PATCH', `/api/core/Patients/${first.json().id}`, {
      middleName: 'J',
      city: 'Dayton',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ middleName: 'J', city: 'Dayton', firstName: 'Robin' });
    expect((await inject('PATCH', `/api/core/Patients/${unknownId}`, { city: 'x' })).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/core/Patients/${first.json().id}`, {})).statusCode).toBe(400);
    expect(
      (await inject('PUT', '/api/core/Patients', { firstName: 'No', lastName: 'Birthday' })).statusCode,
    ).toBe(400);
    expect(
      (await inject('PUT', '/api/core/Patients', { ...body, dateOfBirth: '2001-13-45' })).statusCode,
    ).toBe(400);
    expect((await inject('PUT', '/api/core/Patients', { ...body, locationId: unknownId })).statusCode).toBe(
      400,
    );
  });

  it('opens one episode at a time and closes it', async () => {
    const refused = await inject('PUT', '/api/core/EpisodesOfCare', { patientId: people.jordanId });
    expect(refused.statusCode).toBe(409);
    const [open] = (await inject('GET', `/api/core/Patients/${people.jordanId}/EpisodesOfCare`)).json();
    const tooEarly = await inject('PATCH', `/api/core/EpisodesOfCare/${open.id}`, { endDate: '2000-01-01' });
    expect(tooEarly.statusCode).toBe(400);
    const closed = await inject('PATCH', `/api/core/EpisodesOfCare/${open.id}`, {});
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'Closed', endDate: expect.any(String) });
    expect((await inject('PATCH', `/api/core/EpisodesOfCare/${open.id}`, {})).statusCode).toBe(409);

    const opened = await inject('PUT', '/api/core/EpisodesOfCare', {
      patientId: people.jordanId,
      startDate: '2025-03-01',
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ number: 'EOC-1004', startDate: '2025-03-01', status: 'Active' });
    const list = (await inject('GET', `/api/core/Patients/${people.jordanId}/EpisodesOfCare`)).json();
    expect(list.map((e: { status: string }) => e.status).sort()).toEqual(['Active', 'Closed']);
    expect((await inject('PUT', '/api/core/EpisodesOfCare', { patientId: unknownId })).statusCode).toBe(404);
    expect((await inject('GET', `/api/core/Patients/${unknownId}/EpisodesOfCare`)).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/core/EpisodesOfCare/${unknownId}`, {})).statusCode).toBe(404);
  });
});
