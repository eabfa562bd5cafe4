import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizationSettings, patients, staffUsers } from '../../../../db/schema';
import { type ClinicalTestContext, unknownId } from '../shared/clinicalTestContext';
import { useIntegrationTestContext } from './integrationTestContext.testing';

describe('Patients/{id}/Integrations', () => {
  const context = useIntegrationTestContext();
  let c: ClinicalTestContext;
  beforeAll(() => {
    c = context();
  });

  const db = () => c.t.database.db;
  const sync = (patientId: string, service: string) =>
    c.t.app.inject({
      method: 'PUT',
      url: `/api/core/Patients/${patientId}/Integrations/${service}`,
      headers: c.headers,
    });
  const status = (patientId: string) =>
    c.t.app.inject({
      method: 'GET',
      url: `/api/core/Patients/${patientId}/Integrations`,
      headers: c.headers,
    });

  it('syncs a patient to eMAR once the clinic has it, keeps the id, and the eMAR calls then answer', async () => {
    await db().update(patients).set({ emarPatientId: null }).where(eq(patients.id, c.people.alexId));
    await db().update(organizationSettings).set({ emarEnabled: false }).where(eq(organizationSettings.id, 1));
    const disabled = await sync(c.people.alexId, 'Emar');
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().fieldErrors.code).toEqual(['emarDisabled']);

    await db().update(organizationSettings).set({ emarEnabled: true }).where(eq(organizationSettings.id, 1));
    const synced = await sync(c.people.alexId, 'Emar');
    expect(synced.statusCode).toBe(200);
    const emarId = synced.json().emar.externalPatientId;
    expect(emarId).toMatch(/^emar-[0-9a-f]{12}$/);
    // Syncing again finds the same record at the service.
    expect((await sync(c.people.alexId, 'Emar')).json().emar.externalPatientId).toBe(emarId);
    expect((await status(c.people.alexId)).json()).toMatchObject({
      emar: { enabled: true, externalPatientId: emarId },
    });

    const events = await c.t.app.inject({
      method: 'POST',
      url: `/api/core/Emar/${c.people.alexId}`,
      headers: c.headers,
      payload: {},
    });
    expect(events.statusCode).toBe(200);
    const audit = await db().select().from(auditLog).where(eq(auditLog.resource, 'EmarPatient'));
    expect(audit.map((row) => row.outcome)).toEqual(expect.arrayContaining(['denied', 'success']));
  });

  it('names what DoseSpot needs of the patient, and needs the user’s DoseSpot access', async () => {
    await db()
      .update(organizationSettings)
      .set({ doseSpotEnabled: true })
      .where(eq(organizationSettings.id, 1));
    await db().update(staffUsers).set({ doseSpotAccess: false }).where(eq(staffUsers.id, c.staffUserId));
    expect((await sync(c.people.alexId, 'DoseSpot')).json().fieldErrors.code).toEqual([
      'currentUserWithoutAccess',
    ]);
    await db().update(staffUsers).set({ doseSpotAccess: true }).where(eq(staffUsers.id, c.staffUserId));
    await db()
      .update(patients)
      .set({ phone: null, addressLine1: '', sex: 'F', city: 'Portland', state: 'OR', zip: '97201' })
      .where(eq(patients.id, c.people.alexId));
    const incomplete = await sync(c.people.alexId, 'DoseSpot');
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toEqual({
      messages: ["DoseSpot needs the patient's phone, address before the patient can be synced."],
      fieldErrors: { code: ['patientIncomplete'] },
    });
    await db()
      .update(patients)
      .set({ phone: '(503) 555-0100', addressLine1: '1 Main St' })
      .where(eq(patients.id, c.people.alexId));
    const synced = await sync(c.people.alexId, 'DoseSpot');
    expect(synced.json().doseSpot).toEqual({
      enabled: true,
      userHasAccess: true,
      externalPatientId: expect.stringMatching(/^ds-/),
    });
  });

  it('says a service that failed or timed out synced nothing', async () => {
    const patientId = c.people.samId;
    await db().update(organizationSettings).set({ emarEnabled: true }).where(eq(organizationSettings.id, 1));
    for (const failure of ['error', 'timeout'] as const) {
      // The sandbox's test patients: a last name starting sandbox-error or sandbox-timeout.
      await db()
        .update(patients)
        .set({ lastName: `sandbox-${failure} Rivera` })
        .where(eq(patients.id, patientId));
      const res = await sync(patientId, 'Emar');
      expect(res.statusCode).toBe(502);
      expect(res.json().messages).toEqual([
        `eMAR ${failure === 'timeout' ? 'did not answer in time' : 'answered with an error'}; the patient was not synced. Try again in a few minutes.`,
      ]);
      const [after] = await db().select().from(patients).where(eq(patients.id, patientId));
      expect(after?.emarPatientId).toBeNull();
    }
    await db().update(patients).set({ lastName: 'Rivera' }).where(eq(patients.id, patientId));
  });

  it('answers 404 for an unknown patient and 400 for an unknown service', async () => {
    expect((await sync(unknownId, 'Emar')).statusCode).toBe(404);
    expect((await sync(c.people.alexId, 'Epic')).statusCode).toBe(400);
    expect((await status(unknownId)).statusCode).toBe(404);
  });
});
