import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '../../../db/schema';
import { type BillingTest, createBillingTest, visaCard } from './billingTestSetup';

describe('anonymous card lookups by account number', () => {
  let b: BillingTest;
  let locationId: string;
  beforeAll(async () => {
    b = await createBillingTest();
    const [alex] = await b.t.database.db.select().from(patients).where(eq(patients.id, b.people.alexId));
    locationId = alex?.locationId ?? '';
    for (const [cardNumber, makeDefault] of [
      ['4242424242424242', true],
      ['5555555555554444', false],
    ] as const) {
      await b.t.app.inject({
        method: 'POST',
        url: `/api/portal/Patients/addCreditCard/${b.people.alexId}`,
        headers: b.alex.headers,
        payload: { ...visaCard, cardNumber, makeDefault },
      });
    }
  });
  afterAll(async () => {
    await b.t.close();
  });

  const byAccount = (query: Record<string, string>) =>
    b.t.app.inject({
      method: 'GET',
      url: '/api/portal/Patients/getCreditCardsByAccountNumber',
      query,
    });
  const savedCard = (number: string, query: Record<string, string>) =>
    b.t.app.inject({
      method: 'GET',
      url: `/api/portal/Patients/getSaveCardByAccountNumber/${number}`,
      query,
    });

  it('lists brand, last 4 and expiry only, without a session, when all three match (last name in any case)', async () => {
    const res = await byAccount({ accountNumber: '100231', lastName: 'rIVERA', locationId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { brand: 'Visa', last4: '4242', expMonth: visaCard.expMonth, expYear: visaCard.expYear },
      { brand: 'Mastercard', last4: '4444', expMonth: visaCard.expMonth, expYear: visaCard.expYear },
    ]);
    const saved = await savedCard('100231', { lastName: 'Rivera', locationId });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([
      { brand: 'Visa', last4: '4242', expMonth: visaCard.expMonth, expYear: visaCard.expYear },
    ]);
  });

  it('discloses nothing on any mismatch: the same empty list and status', async () => {
    const mismatches = [
      { accountNumber: '100231', lastName: 'Lee', locationId },
      { accountNumber: '100232', lastName: 'Rivera', locationId }, // Sam: same family, no cards
      { accountNumber: '999999', lastName: 'Rivera', locationId },
      { accountNumber: '100231', lastName: 'Rivera', locationId: crypto.randomUUID() },
      { accountNumber: '100231', lastName: 'Rivera', locationId: 'not-a-location' },
    ];
    for (const query of mismatches) {
      const res = await byAccount(query);
      expect([res.statusCode, res.json()]).toEqual([200, []]);
    }
    const saved = await savedCard('100231', { lastName: 'Riviera', locationId });
    expect([saved.statusCode, saved.json()]).toEqual([200, []]);
  });

  it('allows 10 lookups per 15 minutes per address, then answers 429', async () => {
    // The two tests above used 6 of getCreditCardsByAccountNumber's 10.
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof byAccount>> | undefined;
    for (let i = 0; i < 5; i++) {
      last = await byAccount({ accountNumber: '1', lastName: 'x', locationId: 'y' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // The wait is a value, so each app words it in its own language.
    expect(last?.json()).toMatchObject({ code: 'tooManyRequests', params: { seconds: expect.any(Number) } });
  });
});
