import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentHistory, payments } from '../../../db/schema';
import { createSandboxGateway } from '../../../payments/gateway/sandboxGateway';
import { signInPortal } from '../../../testing/signIn';
import { type BillingTest, createBillingTest, visaCard } from './billingTestSetup';

describe('POST Patients/ProcessPatientPayment', () => {
  let b: BillingTest;
  let keySeq = 0;
  const newKey = () => `test-key-${++keySeq}-${Date.now()}`;
  beforeAll(async () => {
    b = await createBillingTest();
  });
  afterAll(async () => {
    await b.t.close();
  });

  const pay = (body: Record<string, unknown>, patientId = b.people.alexId, headers = b.alex.headers) =>
    b.t.app.inject({
      method: 'POST',
      url: `/api/portal/Patients/ProcessPatientPayment/${patientId}`,
      headers,
      payload: body,
    });
  const historyCount = async (patientId: string) =>
    (await b.t.database.db.select().from(paymentHistory).where(eq(paymentHistory.patientId, patientId)))
      .length;

  it.each([
    ['4000000000000002', 'Your card was declined.', 'cardDeclined'],
    ['4000000000009995', 'Your card has insufficient funds.', 'cardInsufficientFunds'],
    ['4000000000000069', 'Your card has expired.', 'cardExpired'],
    ['4000000000000127', "Your card's security code is incorrect.", 'cardIncorrectCvc'],
    [
      '4000000000000119',
      'An error occurred while processing your card. Try again in a little bit.',
      'cardProcessingError',
    ],
  ])(
    'refuses test card %s with 402 "%s" (code %s) and changes no balance nor statement',
    async (cardNumber, message, code) => {
      const balance = await b.balanceCents(b.people.alexId);
      const lines = await historyCount(b.people.alexId);
      const key = newKey();
      const res = await pay({ amount: 10, card: { ...visaCard, cardNumber }, idempotencyKey: key });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ messages: [message], code });
      // The resubmission is answered from the stored payment: the same code.
      const again = await pay({ amount: 10, card: { ...visaCard, cardNumber }, idempotencyKey: key });
      expect(again.json()).toEqual({ messages: [message], code });
      expect(await b.balanceCents(b.people.alexId)).toBe(balance);
      expect(await historyCount(b.people.alexId)).toBe(lines);
      const [row] = await b.t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.patientId, b.people.alexId), eq(payments.failureMessage, message)));
      expect(row?.status).toBe('failed');
    },
  );

  it('answers 400 "Your card number is incorrect." for a number failing the Luhn check, and writes nothing', async () => {
    const before = await b.t.database.db.select().from(payments);
    const res = await pay({
      amount: 10,
      card: { ...visaCard, cardNumber: '4242424242424241' },
      idempotencyKey: newKey(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ messages: ['Your card number is incorrect.'], code: 'cardIncorrectNumber' });
    expect(await b.t.database.db.select().from(payments)).toHaveLength(before.length);
  });

  it('declines a card whose expiry is in the past as expired', async () => {
    const res = await pay({
      amount: 10,
      card: { ...visaCard, expMonth: 1, expYear: 2020 },
      idempotencyKey: newKey(),
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().messages).toEqual(['Your card has expired.']);
  });

  it('charges a good card: lowers the balance, adds a statement line and an audit row in one go', async () => {
    const balance = await b.balanceCents(b.people.alexId);
    const res = await pay({ amount: 20.5, card: visaCard, idempotencyKey: newKey() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'succeeded',
      patientName: 'Alex Rivera',
      paymentType: 'Visa •••• 4242',
      amountPaid: 20.5,
      newBalance: (balance - 2050) / 100,
    });
    expect(await b.balanceCents(b.people.alexId)).toBe(balance - 2050);
    const history = await b.t.app.inject({
      method: 'GET',
      url: `/api/portal/Patients/getPaymentHistory/${b.people.alexId}`,
      headers: b.alex.headers,
    });
    expect(history.json()[0]).toMatchObject({
      description: 'Patient payment',
      details: 'Visa ending 4242',
      payments: 20.5,
      charges: 0,
      amount: 20.5,
      balance: (balance - 2050) / 100,
    });
    const audit = await b.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, body.paymentId), eq(auditLog.action, 'pay')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.outcome).toBe('success');
  });

  it('detects the brand of any other valid number', async () => {
    for (const [cardNumber, paymentType] of [
      ['5555555555554444', 'Mastercard •••• 4444'],
      ['2223003122003222', 'Mastercard •••• 3222'],
      ['378282246310005', 'American Express •••• 0005'],
      ['6011111111111117', 'Discover •••• 1117'],
    ] as const) {
      const cvc = cardNumber.startsWith('37') ? '1234' : '123';
      const res = await pay({ amount: 1, card: { ...visaCard, cardNumber, cvc }, idempotencyKey: newKey() });
      expect(res.statusCode).toBe(200);
      expect(res.json().paymentType).toBe(paymentType);
    }
  });

  it('refuses more than the balance due, and amounts of 0, negative or with more than 2 decimals', async () => {
    const balance = await b.balanceCents(b.people.alexId);
    const tooMuch = await pay({ amount: balance / 100 + 0.01, card: visaCard, idempotencyKey: newKey() });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().messages[0]).toMatch(
      /^The amount cannot be more than the balance due of \$[\d,.]+\.$/,
    );
    expect(tooMuch.json()).toMatchObject({
      code: 'amountOverBalance',
      params: { balance: expect.stringMatching(/^\$/) },
    });
    for (const amount of [0, -5, 1.234]) {
      const res = await pay({ amount, card: visaCard, idempotencyKey: newKey() });
      expect(res.statusCode).toBe(400);
    }
    expect(await b.balanceCents(b.people.alexId)).toBe(balance);
  });

  it('refuses a body with both or neither of a saved card and a new card, or a short idempotency key', async () => {
    expect((await pay({ amount: 1, idempotencyKey: newKey() })).statusCode).toBe(400);
    expect((await pay({ amount: 1, card: visaCard, idempotencyKey: 'short' })).statusCode).toBe(400);
    const both = await pay({
      amount: 1,
      card: visaCard,
      paymentMethodId: crypto.randomUUID(),
      idempotencyKey: newKey(),
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().messages.join()).toContain('Choose a saved card or enter a new card.');
  });

  it('pays with a saved card, and can save a typed card on success', async () => {
    const res = await pay({ amount: 1, card: { ...visaCard, saveCard: true }, idempotencyKey: newKey() });
    expect(res.statusCode).toBe(200);
    const cards = (
      await b.t.app.inject({
        method: 'GET',
        url: `/api/portal/Patients/getCreditCards/${b.people.alexId}`,
        headers: b.alex.headers,
      })
    ).json();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ brand: 'Visa', last4: '4242', isDefault: true });
    const balance = await b.balanceCents(b.people.alexId);
    const withSaved = await pay({ amount: 2, paymentMethodId: cards[0].id, idempotencyKey: newKey() });
    expect(withSaved.statusCode).toBe(200);
    expect(withSaved.json().paymentType).toBe('Visa •••• 4242');
    expect(await b.balanceCents(b.people.alexId)).toBe(balance - 200);
  });

  it('charges once for a key submitted twice, answering the first outcome both times', async () => {
    const key = newKey();
    const balance = await b.balanceCents(b.people.alexId);
    const chargesBefore = b.gateway.calls.charge;
    const first = await pay({ amount: 3, card: visaCard, idempotencyKey: key });
    const second = await pay({ amount: 3, card: visaCard, idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(b.gateway.calls.charge - chargesBefore).toBe(1);
    expect(await b.balanceCents(b.people.alexId)).toBe(balance - 300);
  });

  it('replays a decline too, without calling the gateway again', async () => {
    const key = newKey();
    const body = { amount: 3, card: { ...visaCard, cardNumber: '4000000000000002' }, idempotencyKey: key };
    const chargesBefore = b.gateway.calls.charge;
    const first = await pay(body);
    const second = await pay(body);
    expect([first.statusCode, second.statusCode]).toEqual([402, 402]);
    expect(second.json()).toEqual(first.json());
    expect(b.gateway.calls.charge - chargesBefore).toBe(1);
  });

  it('refuses a reused key with another amount', async () => {
    const key = newKey();
    expect((await pay({ amount: 1, card: visaCard, idempotencyKey: key })).statusCode).toBe(200);
    const res = await pay({ amount: 2, card: visaCard, idempotencyKey: key });
    expect(res.statusCode).toBe(409);
  });

  it('charges once for 10 parallel submissions of one key; every reply is the same', async () => {
    // Each card is held at the gateway until a second one arrives, so the requests overlap
    // whatever the machine's load (a fixed latency let a loaded machine run them one by one).
    const sandbox = createSandboxGateway({ latencyMs: 0 });
    let arrived = 0;
    let release = () => {};
    const secondArrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gateway = b.useGateway({
      ...sandbox,
      tokenise: async (card) => {
        arrived += 1;
        if (arrived >= 2) release();
        await secondArrived;
        return sandbox.tokenise(card);
      },
    });
    const key = newKey();
    const balance = await b.balanceCents(b.people.alexId);
    const lines = await historyCount(b.people.alexId);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => pay({ amount: 4.25, card: visaCard, idempotencyKey: key })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const first = replies[0]?.json();
    for (const reply of replies) expect(reply.json()).toEqual(first);
    // The requests really overlapped: each got as far as tokenising its card.
    expect(gateway.calls.tokenise).toBeGreaterThan(1);
    expect(gateway.calls.charge).toBe(1);
    expect(await b.balanceCents(b.people.alexId)).toBe(balance - 425);
    expect(await historyCount(b.people.alexId)).toBe(lines + 1);
    b.useGateway(createSandboxGateway({ latencyMs: 0 }));
  });

  it("answers 404 for another patient's id, and for another patient's saved card", async () => {
    const jordan = await pay({ amount: 1, card: visaCard, idempotencyKey: newKey() }, b.people.jordanId);
    expect(jordan.statusCode).toBe(404);
    const sam = await pay({ amount: 1, card: visaCard, idempotencyKey: newKey() }, b.people.samId);
    expect(sam.statusCode).toBe(404);

    const jordanSession = await signInPortal(b.t, b.people.jordanLoginId, b.people.jordanId);
    const added = await b.t.app.inject({
      method: 'POST',
      url: `/api/portal/Patients/addCreditCard/${b.people.jordanId}`,
      headers: jordanSession.headers,
      payload: visaCard,
    });
    expect(added.statusCode).toBe(201);
    const res = await pay({ amount: 1, paymentMethodId: added.json().id, idempotencyKey: newKey() });
    expect(res.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const res = await pay({ amount: 1, card: visaCard, idempotencyKey: newKey() }, b.people.alexId, {
      authorization: '',
    });
    expect(res.statusCode).toBe(401);
  });
});
