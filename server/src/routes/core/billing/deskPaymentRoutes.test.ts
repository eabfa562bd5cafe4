import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema';
import { saveCard } from '../../../payments/cards/savedCards';
import { createSandboxGateway } from '../../../payments/gateway/sandboxGateway';
import { visaCard } from '../../portal/billing/billingTestSetup';
import { unknownId } from '../clinical/shared/clinicalTestContext';
import { createStaffBillingTest, type StaffBillingTest } from './billingStaffTest.testing';

describe('api/core/Patients/{id}/Billing/Payments: desk payments, refunds, lost gateway answers', () => {
  let b: StaffBillingTest;
  beforeAll(async () => {
    b = await createStaffBillingTest();
  });
  afterAll(async () => {
    await b.t.close();
  });

  const billing = (patientId: string) => `/api/core/Patients/${patientId}/Billing`;
  let key = 0;
  const nextKey = () => `desk-key-${++key}`;

  /** Saves a sandbox card for the patient (as the portal's add-card page does) and returns its id. */
  async function savedCard(patientId: string, cardNumber = visaCard.cardNumber): Promise<string> {
    const tokenised = await createSandboxGateway({ latencyMs: 0 }).tokenise({ ...visaCard, cardNumber });
    if (!tokenised.ok) throw new Error('sandbox refused the test card');
    const row = await b.t.database.db.transaction((tx) =>
      saveCard(tx, patientId, tokenised.card, visaCard.holderName, false),
    );
    return row.id;
  }

  async function chargeFor(patientId: string, amountCents: number) {
    const reply = await b.call('POST', `${billing(patientId)}/Charges`, {
      service: 'Psychiatric evaluation',
      serviceCode: '90791',
      units: 1,
      amountCents,
      dateOfService: '2026-02-02',
      locationId: b.locationId,
      clinicianId: b.clinicianId,
    });
    expect(reply.statusCode).toBe(200);
    return reply.json().balanceCents as number;
  }

  it('takes a payment with a saved card, then refunds part and the rest, never more than was paid', async () => {
    const card = await savedCard(b.people.samId);
    const owed = await chargeFor(b.people.samId, 20_000);
    const payKey = nextKey();
    const pay = () =>
      b.call('POST', `${billing(b.people.samId)}/Payments`, {
        amountCents: 12_000,
        paymentMethodId: card,
        idempotencyKey: payKey,
      });
    const paid = await pay();
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'succeeded',
      amountPaid: 120,
      newBalance: (owed - 12_000) / 100,
    });
    // The same key again answers the same payment without charging.
    const chargesBefore = b.gateway.calls.charge;
    expect((await pay()).json().paymentId).toBe(paid.json().paymentId);
    expect(b.gateway.calls.charge).toBe(chargesBefore);

    const paymentId = paid.json().paymentId;
    const refund = (amountCents: number, idempotencyKey = nextKey()) =>
      b.call('POST', `${billing(b.people.samId)}/Payments/${paymentId}/Refunds`, {
        amountCents,
        reason: 'Overpaid at the desk',
        idempotencyKey,
      });
    const partial = await refund(2_000);
    expect(partial.statusCode).toBe(200);
    const ledger = partial.json();
    expect(ledger.balanceCents).toBe(owed - 12_000 + 2_000);
    expect(ledger.lines.at(-1)).toMatchObject({ entryType: 'refund', paymentsCents: -2_000, paymentId });
    expect(
      ledger.lines.find(
        (line: { entryType: string; paymentId: string }) =>
          line.entryType === 'payment' && line.paymentId === paymentId,
      ).refundableCents,
    ).toBe(10_000);

    const over = await refund(10_001);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'refundOverPaid', params: { refundable: '$100.00' } });
    expect((await refund(10_000)).statusCode).toBe(200);
    expect((await refund(1)).json().code).toBe('refundOverPaid');
    expect(
      (await b.auditRows('Refund')).filter((row) => row.patientId === b.people.samId).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it("answers 404 for another patient's payment or card, with an audit row", async () => {
    const card = await savedCard(b.people.samId);
    await chargeFor(b.people.samId, 1_000);
    const samPaid = await b.call('POST', `${billing(b.people.samId)}/Payments`, {
      amountCents: 1_000,
      paymentMethodId: card,
      idempotencyKey: nextKey(),
    });
    expect(samPaid.statusCode).toBe(200);
    await chargeFor(b.people.jordanId, 1_000);
    const otherCard = await b.call('POST', `${billing(b.people.jordanId)}/Payments`, {
      amountCents: 500,
      paymentMethodId: card,
      idempotencyKey: nextKey(),
    });
    expect(otherCard.statusCode).toBe(404);
    expect((await b.auditRows('PaymentMethod')).at(-1)).toMatchObject({
      resourceId: card,
      outcome: 'denied',
    });
    const otherPayment = await b.call(
      'POST',
      `${billing(b.people.jordanId)}/Payments/${samPaid.json().paymentId}/Refunds`,
      { amountCents: 100, idempotencyKey: nextKey() },
    );
    expect(otherPayment.statusCode).toBe(404);
    const denied = await b.auditRows('Payment');
    expect(
      denied.some((row) => row.outcome === 'denied' && row.resourceId === samPaid.json().paymentId),
    ).toBe(true);
    expect(
      (
        await b.call('POST', `${billing(unknownId)}/Payments`, {
          amountCents: 100,
          paymentMethodId: card,
          idempotencyKey: nextKey(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps a timed-out charge pending, then on retry finds it at the gateway: one charge, one ledger line', async () => {
    const card = await savedCard(b.people.jordanId, '4000000000009904');
    const before = await chargeFor(b.people.jordanId, 5_000);
    const idempotencyKey = nextKey();
    const pay = () =>
      b.call('POST', `${billing(b.people.jordanId)}/Payments`, {
        amountCents: 5_000,
        paymentMethodId: card,
        idempotencyKey,
      });
    const lost = await pay();
    expect(lost.statusCode).toBe(409);
    expect(lost.json().code).toBe('paymentStillProcessing');
    const [pending] = await b.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, idempotencyKey));
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending?.outcomeUnknownAt).not.toBeNull();
    // The pending payment still counts against the balance: no second payment can overpay meanwhile.
    expect((await b.call('GET', billing(b.people.jordanId))).json().balanceCents).toBe(before);

    const charges = b.gateway.calls.charge;
    const retried = await pay();
    expect(retried.statusCode).toBe(200);
    expect(retried.json().newBalance).toBe((before - 5_000) / 100);
    expect(b.gateway.calls.charge).toBe(charges);
    expect(b.gateway.calls.lookupCharge).toBeGreaterThan(0);
    const ledger = (await b.call('GET', billing(b.people.jordanId))).json();
    expect(
      ledger.lines.filter(
        (line: { paymentId: string | null }) => line.paymentId === retried.json().paymentId,
      ),
    ).toHaveLength(1);
  });

  it('charges on retry when the first call never reached the gateway (outage), still once', async () => {
    const card = await savedCard(b.people.jordanId, '4000000000008807');
    const before = await chargeFor(b.people.jordanId, 3_000);
    const idempotencyKey = nextKey();
    const pay = () =>
      b.call('POST', `${billing(b.people.jordanId)}/Payments`, {
        amountCents: 3_000,
        paymentMethodId: card,
        idempotencyKey,
      });
    expect((await pay()).statusCode).toBe(409);
    const ok = await pay();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().newBalance).toBe((before - 3_000) / 100);
    expect((await pay()).json().paymentId).toBe(ok.json().paymentId);
  });

  it('a refund refused by the gateway changes nothing and says why', async () => {
    const card = await savedCard(b.people.samId);
    await chargeFor(b.people.samId, 700);
    const paid = await b.call('POST', `${billing(b.people.samId)}/Payments`, {
      amountCents: 700,
      paymentMethodId: card,
      idempotencyKey: nextKey(),
    });
    // A gateway that has never heard of the charge (another account) refuses the refund.
    b.useGateway({
      ...createSandboxGateway({ latencyMs: 0 }),
      refund: async () => ({ ok: false, kind: 'declined', message: 'No such charge.' }),
    });
    const balance = (await b.call('GET', billing(b.people.samId))).json().balanceCents;
    const refused = await b.call(
      'POST',
      `${billing(b.people.samId)}/Payments/${paid.json().paymentId}/Refunds`,
      {
        amountCents: 700,
        idempotencyKey: nextKey(),
      },
    );
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'refundFailed', params: { message: 'No such charge.' } });
    expect((await b.call('GET', billing(b.people.samId))).json().balanceCents).toBe(balance);
    b.useGateway(createSandboxGateway({ latencyMs: 0 }));
  });
});
