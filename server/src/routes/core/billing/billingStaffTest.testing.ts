import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, clinicians, locations } from '../../../db/schema';
import { installBillingAdapters } from '../../../payments/billingAdapters';
import type { PaymentGateway } from '../../../payments/gateway/paymentGateway';
import { createSandboxGateway } from '../../../payments/gateway/sandboxGateway';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../testing/demoFixtures';
import { signInStaff } from '../../../testing/signIn';
import { type CountingGateway, countingGateway } from '../../portal/billing/billingTestSetup';

/** The demo clinic with a signed-in nurse, a zero-latency sandbox gateway, and helpers for the billing calls. */
export interface StaffBillingTest {
  t: TestApp;
  people: DemoPeople;
  headers: { authorization: string };
  staffUserId: string;
  locationId: string;
  clinicianId: string;
  gateway: CountingGateway;
  useGateway(inner: PaymentGateway): CountingGateway;
  call(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
  auditRows(resource: string): Promise<Array<typeof auditLog.$inferSelect>>;
}

export async function createStaffBillingTest(): Promise<StaffBillingTest> {
  const t = await createTestApp();
  const people = await seedDemoPeople(t);
  const staff = await signInStaff(t, { email: 'nurse@example.org' });
  const db = t.database.db;
  const [location] = await db.select().from(locations).limit(1);
  const [clinician] = await db.select().from(clinicians).limit(1);
  if (!location || !clinician) throw new Error('demo clinic without a location or clinician');
  const install = (inner: PaymentGateway) => {
    const gateway = countingGateway(inner);
    installBillingAdapters(t.app.deps, { gateway });
    return gateway;
  };
  const test: StaffBillingTest = {
    t,
    people,
    headers: staff.headers,
    staffUserId: staff.staffUserId,
    locationId: location.id,
    clinicianId: clinician.id,
    gateway: install(createSandboxGateway({ latencyMs: 0 })),
    useGateway(inner) {
      test.gateway = install(inner);
      return test.gateway;
    },
    call: (method, url, payload) =>
      t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) }),
    auditRows: (resource) => db.select().from(auditLog).where(eq(auditLog.resource, resource)),
  };
  return test;
}
