import { describe, expect, it } from 'vitest';
import { cardBrand, passesLuhn } from './cardNumber';
import { cardFailureMessages } from './paymentGateway';
import { createSandboxGateway } from './sandboxGateway';

const now = new Date('2026-03-15T12:00:00Z');
const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'A B' };

describe('sandbox gateway', () => {
  const gateway = createSandboxGateway({ latencyMs: 0, now: () => now });

  it('tokenises a good card into a token without the number, and charges it', async () => {
    const result = await gateway.tokenise(card);
    if (!result.ok) throw new Error(result.message);
    expect(result.card).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(result.card.token).not.toContain('4242424242424242');
    expect(Buffer.from(result.card.token, 'base64url').toString('latin1')).not.toContain('4242424242424242');
    const charge = await gateway.charge(result.card.token, 1000, 'k1');
    expect(charge).toEqual({ ok: true, reference: expect.stringMatching(/^ch_sbx_/) });
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
    ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
  ])('answers like Stripe for test card %s: "%s" at charge time', async (cardNumber, message) => {
    const result = await gateway.tokenise({ ...card, cardNumber });
    if (!result.ok) throw new Error(result.message);
    const charge = await gateway.charge(result.card.token, 1000, `k-${cardNumber}`);
    expect(charge).toMatchObject({ ok: false, kind: 'declined', message });
  });

  it('refuses a number failing the Luhn check or not a number as incorrect (invalid input)', async () => {
    for (const cardNumber of ['4242424242424241', 'abcd', '42']) {
      expect(await gateway.tokenise({ ...card, cardNumber })).toMatchObject({
        ok: false,
        kind: 'invalid',
        message: 'Your card number is incorrect.',
      });
    }
  });

  it('declines a past expiry as expired; the current month is still good', async () => {
    expect(await gateway.tokenise({ ...card, expMonth: 2, expYear: 2026 })).toMatchObject({
      ok: false,
      kind: 'declined',
      message: cardFailureMessages.expired_card,
    });
    expect((await gateway.tokenise({ ...card, expMonth: 3, expYear: 2026 })).ok).toBe(true);
  });

  it('declines a saved card that has expired since it was tokenised', async () => {
    const later = createSandboxGateway({ latencyMs: 0, now: () => new Date('2031-01-01T00:00:00Z') });
    const result = await gateway.tokenise(card);
    if (!result.ok) throw new Error(result.message);
    expect(await later.charge(result.card.token, 100, 'k-later')).toMatchObject({
      ok: false,
      code: 'expired_card',
    });
  });

  it('answers the first result again for a repeated idempotency key', async () => {
    const result = await gateway.tokenise(card);
    if (!result.ok) throw new Error(result.message);
    const first = await gateway.charge(result.card.token, 500, 'same');
    expect(await gateway.charge(result.card.token, 500, 'same')).toEqual(first);
  });

  it('declines an unknown token', async () => {
    expect(await gateway.charge('tok_unknown', 100, 'k-unknown')).toMatchObject({
      ok: false,
      code: 'card_declined',
    });
  });

  it('waits its latency on every call', async () => {
    const slow = createSandboxGateway({ latencyMs: 40, now: () => now });
    const started = Date.now();
    await slow.tokenise(card);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });
});

describe('card numbers', () => {
  it('detects brands by prefix', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa');
    for (const n of ['5105105105105100', '5555555555554444', '2221000000000009', '2720990000000007']) {
      expect(cardBrand(n)).toBe('Mastercard');
    }
    expect(cardBrand('2720999999999996')).toBe('Mastercard');
    expect(cardBrand('2721000000000004')).toBe('Card');
    expect(cardBrand('340000000000009')).toBe('American Express');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('6500000000000002')).toBe('Discover');
    expect(cardBrand('3530111333300000')).toBe('Card');
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('accepts any valid Luhn number as a successful card', async () => {
    const gateway = createSandboxGateway({ latencyMs: 0, now: () => now });
    const result = await gateway.tokenise({ ...card, cardNumber: '3530111333300000' });
    if (!result.ok) throw new Error(result.message);
    expect(result.card.brand).toBe('Card');
    expect((await gateway.charge(result.card.token, 100, 'jcb')).ok).toBe(true);
  });
});

describe('lost answers and refunds', () => {
  async function tokenFor(gateway: ReturnType<typeof createSandboxGateway>, cardNumber: string) {
    const result = await gateway.tokenise({ ...card, cardNumber });
    if (!result.ok) throw new Error(result.message);
    return result.card.token;
  }

  it('times out once after charging: a lookup and a second call with the key find that one charge', async () => {
    const gateway = createSandboxGateway({ latencyMs: 0, now: () => now });
    const token = await tokenFor(gateway, '4000000000009904');
    expect(await gateway.charge(token, 500, 'k1')).toEqual({ ok: false, kind: 'unknown' });
    const looked = await gateway.lookupCharge('k1');
    if (!('found' in looked) || !looked.found) throw new Error('the charge was made');
    expect(looked.result.ok).toBe(true);
    expect(await gateway.charge(token, 500, 'k1')).toEqual(looked.result);
  });

  it('loses the first call in an outage: nothing is found, and the next call charges', async () => {
    const gateway = createSandboxGateway({ latencyMs: 0, now: () => now });
    const token = await tokenFor(gateway, '4000000000008807');
    expect(await gateway.charge(token, 500, 'k2')).toEqual({ ok: false, kind: 'unknown' });
    expect(await gateway.lookupCharge('k2')).toEqual({ found: false });
    expect((await gateway.charge(token, 500, 'k2')).ok).toBe(true);
  });

  it('refunds at most what was charged, once per key', async () => {
    const gateway = createSandboxGateway({ latencyMs: 0, now: () => now });
    const charged = await gateway.charge(await tokenFor(gateway, '4242424242424242'), 1_000, 'k3');
    if (!charged.ok) throw new Error('charge failed');
    const first = await gateway.refund(charged.reference, 600, 'r1');
    expect(first.ok).toBe(true);
    expect(await gateway.refund(charged.reference, 600, 'r1')).toEqual(first);
    expect(await gateway.refund(charged.reference, 600, 'r2')).toMatchObject({ ok: false, kind: 'declined' });
    expect((await gateway.refund(charged.reference, 400, 'r3')).ok).toBe(true);
    expect(await gateway.lookupRefund(charged.reference, 'r1')).toEqual({ found: true, result: first });
  });
});
