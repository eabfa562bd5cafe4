import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingTest, createBillingTest, visaCard } from './billingTestSetup';

describe('saved cards: getCreditCards, addCreditCard, deleteCreditCard', () => {
  let b: BillingTest;
  beforeAll(async () => {
    b = await createBillingTest();
  });
  afterAll(async () => {
    await b.t.close();
  });

  const add = (body: Record<string, unknown>, patientId = b.people.alexId) =>
    b.t.app.inject({
      method: 'POST',
      url: `/api/portal/Patients/addCreditCard/${patientId}`,
      headers: b.alex.headers,
      payload: body,
    });
  const list = async () =>
    (
      await b.t.app.inject({
        method: 'GET',
        url: `/api/portal/Patients/getCreditCards/${b.people.alexId}`,
        headers: b.alex.headers,
      })
    ).json();
  const remove = (cardId: string, patientId = b.people.alexId) =>
    b.t.app.inject({
      method: 'DELETE',
      url: `/api/portal/Patients/deleteCreditCard/${cardId}?patientId=${patientId}`,
      headers: b.alex.headers,
    });

  it('starts with no cards', async () => {
    expect(await list()).toEqual([]);
  });

  it('saves a card as brand, last 4 and expiry; the first card is the default', async () => {
    const res = await add({ ...visaCard, cardNumber: '4242 4242 4242 4242' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      brand: 'Visa',
      last4: '4242',
      expMonth: visaCard.expMonth,
      expYear: visaCard.expYear,
      holderName: 'Alex Rivera',
      isDefault: true,
    });
    expect(await list()).toEqual([res.json()]);
  });

  it('makes a new card the only default when asked, and keeps the default first', async () => {
    const res = await add({ ...visaCard, cardNumber: '5555555555554444', makeDefault: true });
    expect(res.json()).toMatchObject({ brand: 'Mastercard', last4: '4444', isDefault: true });
    const cards = await list();
    expect(cards.map((c: { last4: string; isDefault: boolean }) => [c.last4, c.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
  });

  it('refuses a wrong number (400), an expired card (402) and a bad security code (400)', async () => {
    const wrong = await add({ ...visaCard, cardNumber: '1234567812345678' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual(['Your card number is incorrect.']);
    const expired = await add({ ...visaCard, expYear: 2021 });
    expect(expired.statusCode).toBe(402);
    expect(expired.json().messages).toEqual(['Your card has expired.']);
    expect((await add({ ...visaCard, cvc: '12' })).statusCode).toBe(400);
    expect(await list()).toHaveLength(2);
  });

  it('removes a card; removing the default makes the newest remaining card the default', async () => {
    const [defaultCard] = await list();
    expect((await remove(defaultCard.id)).statusCode).toBe(204);
    const cards = await list();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ last4: '4242', isDefault: true });
    // A removed card is gone: removing it again is 404.
    expect((await remove(defaultCard.id)).statusCode).toBe(404);
  });

  it("answers 404 for another patient's id or card", async () => {
    expect((await add(visaCard, b.people.jordanId)).statusCode).toBe(404);
    const [card] = await list();
    expect((await remove(card.id, b.people.jordanId)).statusCode).toBe(404);
    expect((await remove(crypto.randomUUID())).statusCode).toBe(404);
    const jordanCards = await b.t.app.inject({
      method: 'GET',
      url: `/api/portal/Patients/getCreditCards/${b.people.jordanId}`,
      headers: b.alex.headers,
    });
    expect(jordanCards.statusCode).toBe(404);
  });
});
