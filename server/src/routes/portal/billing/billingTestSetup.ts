import { eq } from 'drizzle-orm';
import { patients } from '../../../db/schema';
import { installBillingAdapters } from '../../../payments/billingAdapters';
import type { PaymentGateway } from '../../../payments/gateway/paymentGateway';
import { createSandboxGateway } from '../../../payments/gateway/sandboxGateway';
import {
  createSandboxPracticeManagement,
  type SandboxPracticeManagement,
} from '../../../payments/peregrine/practiceManagement';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../../../testing/signIn';

/** A gateway that counts the calls that reach it. */
export interface CountingGateway extends PaymentGateway {
  calls: { tokenise: number; charge: number; lookupCharge: number; refund: number; lookupRefund: number };
}

export function countingGateway(inner: PaymentGateway): CountingGateway {
  const calls = { tokenise: 0, charge: 0, lookupCharge: 0, refund: 0, lookupRefund: 0 };
  return {
    name: `counting ${inner.name}`,
    calls,
    tokenise: (card) => {
      calls.tokenise++;
      return inner.tokenise(card);
    },
    charge: (token, amountCents, key) => {
      calls.charge++;
      return inner.charge(token, amountCents, key);
    },
    lookupCharge: (key) => {
      calls.lookupCharge++;
      return inner.lookupCharge(key);
    },
    refund: (reference, amountCents, key) => {
      calls.refund++;
      return inner.refund(reference, amountCents, key);
    },
    lookupRefund: (reference, key) => {
      calls.lookupRefund++;
      return inner.lookupRefund(reference, key);
    },
  };
}

export interface BillingTest {
  t: TestApp;
  people: DemoPeople;
  /** Alex Rivera (demo login), who owes $125.00 in the demo. */
  alex: SignedIn;
  gateway: CountingGateway;
  practiceManagement: SandboxPracticeManagement;
  /** Swaps the gateway (e.g. one with latency) behind the counting wrapper. */
  useGateway(inner: PaymentGateway): CountingGateway;
  balanceCents(patientId: string): Promise<number>;
}

/** The demo clinic, Alex signed in, zero-latency sandboxes. */
export async function createBillingTest(): Promise<BillingTest> {
  const t = await createTestApp();
  const people = await seedDemoPeople(t);
  const alex = await signInPortal(t, people.demoLoginId, people.alexId);
  const practiceManagement = createSandboxPracticeManagement({ latencyMs: 0 });
  const install = (inner: PaymentGateway) => {
    const gateway = countingGateway(inner);
    installBillingAdapters(t.app.deps, { practiceManagement, gateway });
    return gateway;
  };
  const test: BillingTest = {
    t,
    people,
    alex,
    practiceManagement,
    gateway: install(createSandboxGateway({ latencyMs: 0 })),
    useGateway(inner) {
      test.gateway = install(inner);
      return test.gateway;
    },
    async balanceCents(patientId) {
      const [row] = await t.database.db.select().from(patients).where(eq(patients.id, patientId));
      if (!row) throw new Error('no such patient');
      return row.balanceCents;
    },
  };
  return test;
}

/** A card body field set that succeeds with the sandbox. */
export const visaCard = {
  cardNumber: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  holderName: 'Alex Rivera',
};
