import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentHistory } from '../../../db/schema';
import { type BillingTest, createBillingTest } from './billingTestSetup';

describe('patient record, payment history and balance details', () => {
  let b: BillingTest;
  beforeAll(async () => {
    b = await createBillingTest();
  });
  afterAll(async () => {
    await b.t.close();
  });

  const get = (url: string) => b.t.app.inject({ method: 'GET', url, headers: b.alex.headers });

  it('GET Patients/{id} answers the record with the balance in dollars', async () => {
    const res = await get(`/api/portal/Patients/${b.people.alexId}`);
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(record).toMatchObject({
      id: b.people.alexId,
      accountNumber: '100231',
      lastName: 'Rivera',
      balance: 125,
      creditCards: [],
    });
    expect(record.locationId).toEqual(expect.any(String));
    expect(record.paymentHistory).toHaveLength(5);
  });

  it('lists the statement newest first with amounts in dollars; a line without a date comes last with null', async () => {
    await b.t.database.db
      .insert(paymentHistory)
      .values({ patientId: b.people.alexId, date: null, description: 'Adjustment', details: 'Pending date' });
    const res = await get(`/api/portal/Patients/getPaymentHistory/${b.people.alexId}`);
    expect(res.statusCode).toBe(200);
    const lines = res.json();
    expect(lines[0]).toMatchObject({
      description: 'Copay',
      details: 'Visa ending 4242',
      // The same line as values, which the portal words in the patient's language.
      kind: 'copay',
      params: { cardBrand: 'Visa', cardLast4: '4242' },
      charges: 0,
      payments: 25,
      balance: 125,
      amount: 25,
    });
    const dates = lines.map((l: { date: string | null }) => l.date);
    expect(dates.at(-1)).toBeNull();
    // An undated adjustment (the demo's): a kind the portal words in the patient's language.
    expect(lines.at(-1)).toMatchObject({ description: 'Adjustment', kind: 'adjustment', params: {} });
    const dated = dates.slice(0, -1);
    expect(dated).toEqual([...dated].sort().reverse());
    await b.t.database.db.delete(paymentHistory).where(eq(paymentHistory.description, 'Adjustment'));
  });

  it('POST patientBalanceDetails answers the balance with charges, payments and the last payment', async () => {
    const res = await b.t.app.inject({
      method: 'POST',
      url: `/api/portal/Patients/patientBalanceDetails/${b.people.alexId}`,
      headers: b.alex.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      patientId: b.people.alexId,
      accountNumber: '100231',
      balance: 125,
      charges: 350,
      payments: 225,
      lastPayment: { date: expect.any(String), amount: 25, details: 'Visa ending 4242' },
    });
  });

  it("answers 404 for another patient's id (also one on the same login), 400 for a non-id", async () => {
    for (const id of [b.people.jordanId, b.people.samId, crypto.randomUUID()]) {
      expect((await get(`/api/portal/Patients/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/portal/Patients/getPaymentHistory/${id}`)).statusCode).toBe(404);
      const details = await b.t.app.inject({
        method: 'POST',
        url: `/api/portal/Patients/patientBalanceDetails/${id}`,
        headers: b.alex.headers,
        payload: {},
      });
      expect(details.statusCode).toBe(404);
    }
    expect((await get('/api/portal/Patients/not-an-id')).statusCode).toBe(400);
  });
});
