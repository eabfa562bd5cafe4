import { coreClinicalIntegrationMessages as messages } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationSettings, patients, staffUsers } from '../../../../db/schema';
import { type ClinicalTestContext, unknownId } from '../shared/clinicalTestContext';
import { useIntegrationTestContext } from './integrationTestContext.testing';

const unexpected = 'Unexpected error. Please wait a few minutes and try again.';

describe('DoseSpot and Emar', () => {
  const context = useIntegrationTestContext();
  let c: ClinicalTestContext;
  beforeAll(() => {
    c = context();
  });

  const db = () => c.t.database.db;
  const setTenant = (values: { doseSpotEnabled?: boolean; emarEnabled?: boolean }) =>
    db().update(organizationSettings).set(values).where(eq(organizationSettings.id, 1));
  const syncPatient = (
    patientId: string,
    values: { doseSpotPatientId?: string | null; emarPatientId?: string | null },
  ) => db().update(patients).set(values).where(eq(patients.id, patientId));
  const activeMedications = (patientId: string) =>
    c.t.app.inject({
      method: 'GET',
      url: `/api/core/DoseSpot/ActiveMedications/${patientId}`,
      headers: c.headers,
    });
  const emar = (patientId: string, path = '', query = '') =>
    c.t.app.inject({
      method: 'POST',
      url: `/api/core/Emar/${patientId}${path}${query}`,
      headers: c.headers,
      payload: {},
    });
  const expectRefusal = (res: { statusCode: number; json(): unknown }, code: string, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ messages: [message], fieldErrors: { code: [code] } });
  };

  describe('DoseSpot ActiveMedications', () => {
    it('refuses in order: tenant, user, patient, each with its exact text', async () => {
      await syncPatient(c.people.alexId, { doseSpotPatientId: null });
      expectRefusal(await activeMedications(c.people.alexId), 'doseSpotDisabled', messages.doseSpotDisabled);
      expect(messages.doseSpotDisabled).toBe(
        "Your tenant doesn't have DoseSpot enabled. Please contact your administrator to get access.",
      );
      await setTenant({ doseSpotEnabled: true });
      expectRefusal(
        await activeMedications(c.people.alexId),
        'currentUserWithoutAccess',
        messages.currentUserWithoutAccess,
      );
      expect(messages.currentUserWithoutAccess).toBe(
        "Your account doesn't have DoseSpot access. Please contact your administrator to get access.",
      );
      await db().update(staffUsers).set({ doseSpotAccess: true }).where(eq(staffUsers.id, c.staffUserId));
      expectRefusal(
        await activeMedications(c.people.alexId),
        'patientNotSynchronized',
        messages.doseSpotPatientNotSynchronized,
      );
      expect(messages.doseSpotPatientNotSynchronized).toBe(
        'This patient has not been synced with DoseSpot. Please synchronize the patient before using this component.',
      );
    });

    it("answers a synchronised patient's prescriptions, the same on every call", async () => {
      await syncPatient(c.people.alexId, { doseSpotPatientId: 'DS-1001' });
      const first = await activeMedications(c.people.alexId);
      expect(first.statusCode).toBe(200);
      const rows = first.json();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0]).toEqual({
        medication: expect.any(String),
        effectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        sig: expect.any(String),
        dispense: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        substitutionAllowed: expect.any(Boolean),
        daySupply: expect.any(Number),
        numberOfRefills: expect.any(Number),
      });
      expect((await activeMedications(c.people.alexId)).json()).toEqual(rows);
    });

    it('turns a DoseSpot timeout or error into a 502', async () => {
      await syncPatient(c.people.samId, { doseSpotPatientId: 'sandbox-timeout-1' });
      const timeout = await activeMedications(c.people.samId);
      expect(timeout.statusCode).toBe(502);
      expect(timeout.json()).toEqual({
        messages: [unexpected],
        fieldErrors: { code: ['upstreamUnavailable'] },
      });
      await syncPatient(c.people.samId, { doseSpotPatientId: 'sandbox-error-1' });
      expect((await activeMedications(c.people.samId)).statusCode).toBe(502);
    });

    it('answers 404 for an unknown patient and 400 for a bad id', async () => {
      expect((await activeMedications(unknownId)).statusCode).toBe(404);
      expect((await activeMedications('abc')).statusCode).toBe(400);
    });

    it('audits every outcome', async () => {
      const outcomes = (await c.auditRows('DoseSpotActiveMedications')).map((r) => r.outcome);
      expect(new Set(outcomes)).toEqual(new Set(['denied', 'success', 'failure']));
    });
  });

  describe('Emar', () => {
    it('refuses when the tenant lacks Emar, then when the patient is not synced', async () => {
      for (const path of ['', '/Vitals', '/DispenseReport']) {
        expectRefusal(await emar(c.people.jordanId, path), 'emarDisabled', messages.emarDisabled);
      }
      expect(messages.emarDisabled).toBe(
        "Your tenant doesn't have Emar enabled. Please contact your administrator to get access.",
      );
      await setTenant({ emarEnabled: true });
      for (const path of ['', '/Vitals', '/DispenseReport']) {
        expectRefusal(
          await emar(c.people.jordanId, path),
          'patientNotSynchronized',
          messages.emarPatientNotSynchronized,
        );
      }
      expect(messages.emarPatientNotSynchronized).toBe(
        'This patient has not been synced with Emar. Please synchronize the patient before using this component.',
      );
    });

    it('answers scheduled events, vitals and the dispense report of a synced patient', async () => {
      await syncPatient(c.people.jordanId, { emarPatientId: 'EMAR-77' });
      const events = await emar(c.people.jordanId, '', '?from=2000-01-01');
      expect(events.statusCode).toBe(200);
      expect(events.json()[0]).toEqual({
        effectiveDate: expect.any(String),
        expirationDate: expect.toBeOneOf([null, expect.any(String)]),
        frequency: expect.any(String),
        timesPerDay: expect.any(Number),
        drug: expect.any(String),
        drugQuantity: expect.any(Number),
        drugUom: expect.any(String),
        type: expect.any(String),
      });

      const now = Date.now();
      const from = new Date(now - 6 * 86_400_000).toISOString();
      const to = new Date(now).toISOString();
      const vitals = await emar(c.people.jordanId, '/Vitals', `?from=${from}&to=${to}`);
      expect(vitals.statusCode).toBe(200);
      expect(vitals.json().length).toBeGreaterThanOrEqual(5);
      expect(vitals.json().length).toBeLessThanOrEqual(7);
      for (const group of vitals.json()) {
        expect(group.items.map((i: { type: string }) => i.type)).toContain('Pulse');
        for (const item of group.items) {
          expect(Date.parse(item.createdOn)).toBeGreaterThanOrEqual(Date.parse(from));
          expect(Date.parse(item.createdOn)).toBeLessThanOrEqual(Date.parse(to));
        }
      }

      const report = await emar(c.people.jordanId, '/DispenseReport', `?from=${from}&to=${to}`);
      expect(report.statusCode).toBe(200);
      for (const row of report.json()) {
        expect(Date.parse(row.scheduled)).toBeGreaterThanOrEqual(Date.parse(from));
        expect(row.dispensed === '').toBe(row.status !== 'Given');
      }
      expect((await emar(c.people.jordanId, '/DispenseReport', `?from=${from}&to=${to}`)).json()).toEqual(
        report.json(),
      );
      expect((await emar(c.people.jordanId, '/Vitals')).statusCode).toBe(200);
    });

    it('refuses a reversed or malformed range with 400, and maps service failures to 502', async () => {
      expect((await emar(c.people.jordanId, '/Vitals', '?from=2024-05-02&to=2024-05-01')).statusCode).toBe(
        400,
      );
      expect((await emar(c.people.jordanId, '/Vitals', '?from=yesterday')).statusCode).toBe(400);
      await syncPatient(c.people.samId, { emarPatientId: 'sandbox-error-2' });
      const failed = await emar(c.people.samId, '/DispenseReport');
      expect(failed.statusCode).toBe(502);
      expect(failed.json().messages).toEqual([unexpected]);
      expect((await emar(unknownId, '/Vitals')).statusCode).toBe(404);
    });

    it('audits the reads', async () => {
      const rows = [
        ...(await c.auditRows('EmarScheduledEvents')),
        ...(await c.auditRows('EmarVitals')),
        ...(await c.auditRows('EmarDispenseReport')),
      ];
      expect(new Set(rows.map((r) => r.outcome))).toEqual(new Set(['denied', 'success', 'failure']));
    });
  });
});
