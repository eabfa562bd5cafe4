import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { installBillingAdapters } from '../../../payments/billingAdapters';
import { type BillingTest, createBillingTest } from './billingTestSetup';

describe('POST Patients/syncPatientDemographicsWithPeregrine', () => {
  let b: BillingTest;
  beforeAll(async () => {
    b = await createBillingTest();
  });
  afterAll(async () => {
    await b.t.close();
  });

  const sync = (headers: Record<string, string> = b.alex.headers) =>
    b.t.app.inject({
      method: 'POST',
      url: '/api/portal/Patients/syncPatientDemographicsWithPeregrine',
      headers,
    });

  it("sends the signed-in patient's demographics and answers when", async () => {
    const res = await sync();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ synced: true, syncedAt: expect.any(String) });
    const recorded = b.practiceManagement.synced.get(b.people.alexId);
    expect(recorded?.syncedAt).toBe(body.syncedAt);
    expect(recorded?.demographics).toMatchObject({ accountNumber: '100231', lastName: 'Rivera' });
    expect([...b.practiceManagement.synced.keys()]).toEqual([b.people.alexId]);
    const audit = await b.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sync'), eq(auditLog.patientId, b.people.alexId)));
    expect(audit).toHaveLength(1);
  });

  it('answers 502 with a message when the system does not answer, and 401 without a session', async () => {
    installBillingAdapters(b.t.app.deps, {
      practiceManagement: {
        name: 'down',
        syncDemographics: () => Promise.reject(new Error('connection refused')),
      },
    });
    const res = await sync();
    expect(res.statusCode).toBe(502);
    expect(res.json().messages).toEqual([
      'The billing system is not answering right now. Please try again later.',
    ]);
    expect((await sync({})).statusCode).toBe(401);
  });
});
