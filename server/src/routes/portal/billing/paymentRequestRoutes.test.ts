import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRequests } from '../../../db/schema';
import { signInPortal } from '../../../testing/signIn';
import { type BillingTest, createBillingTest, visaCard } from './billingTestSetup';

describe('hosted payment requests', () => {
  let b: BillingTest;
  beforeAll(async () => {
    b = await createBillingTest();
  });
  afterAll(async () => {
    await b.t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers = b.alex.headers) =>
    b.t.app.inject({ method, url: `/api/portal/Patients/${url}`, headers });
  const requestIdOf = async (patientId = b.people.alexId, headers = b.alex.headers) =>
    (await call('GET', `getPaymentRequestId/${patientId}`, headers)).json().paymentRequestId;

  it('opens one request for the balance and answers the same one again', async () => {
    const id = await requestIdOf();
    expect(id).toEqual(expect.any(String));
    expect(await requestIdOf()).toBe(id);
    const details = await call('GET', `ImaginePaymentRequest/${id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      id,
      patientId: b.people.alexId,
      patientName: 'Alex Rivera',
      amount: 125,
      status: 'open',
      disabled: false,
      lastFetchedAt: null,
    });
  });

  it('opens nothing while nothing is owed', async () => {
    const jordan = await signInPortal(b.t, b.people.jordanLoginId, b.people.jordanId);
    expect(await requestIdOf(b.people.jordanId, jordan.headers)).toBeNull();
  });

  it('records the fetch time; disable=true closes the request and the next call opens a new one', async () => {
    const id = await requestIdOf();
    const fetched = await call('POST', `UpdateLastRequestIdFetchTime/${id}?disable=false`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toMatchObject({
      status: 'open',
      disabled: false,
      lastFetchedAt: expect.any(String),
    });
    const closed = await call('POST', `UpdateLastRequestIdFetchTime/${id}?disable=true`);
    expect(closed.json()).toMatchObject({ status: 'cancelled', disabled: true });
    const next = await requestIdOf();
    expect(next).not.toBe(id);
  });

  it('follows payments: the amount drops to what is owed, and the request is paid once nothing is', async () => {
    const id = await requestIdOf();
    const pay = (amount: number, key: string) =>
      b.t.app.inject({
        method: 'POST',
        url: `/api/portal/Patients/ProcessPatientPayment/${b.people.alexId}`,
        headers: b.alex.headers,
        payload: { amount, card: visaCard, idempotencyKey: key },
      });
    expect((await pay(25, 'request-payment-1')).statusCode).toBe(200);
    expect((await call('GET', `ImaginePaymentRequest/${id}`)).json()).toMatchObject({
      amount: 100,
      status: 'open',
    });
    expect((await pay(100, 'request-payment-2')).statusCode).toBe(200);
    expect((await call('GET', `ImaginePaymentRequest/${id}`)).json()).toMatchObject({
      amount: 100,
      status: 'paid',
    });
    expect(await requestIdOf()).toBeNull();
  });

  it("answers 404 for another patient's id or request", async () => {
    const [jordanRequest] = await b.t.database.db
      .insert(paymentRequests)
      .values({ patientId: b.people.jordanId, amountCents: 1000 })
      .returning();
    const otherId = jordanRequest?.id ?? '';
    expect((await call('GET', `getPaymentRequestId/${b.people.jordanId}`)).statusCode).toBe(404);
    expect((await call('GET', `ImaginePaymentRequest/${otherId}`)).statusCode).toBe(404);
    expect((await call('POST', `UpdateLastRequestIdFetchTime/${otherId}?disable=true`)).statusCode).toBe(404);
    const [untouched] = await b.t.database.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, otherId));
    expect(untouched).toMatchObject({ status: 'open', disabled: false, lastFetchedAt: null });
  });
});
