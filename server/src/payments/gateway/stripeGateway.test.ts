import { describe, expect, it } from 'vitest';
import { createStripeGateway, type FetchLike, formBody } from './stripeGateway';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: URLSearchParams | null;
}

/** A fake fetch that records each request and answers from a queue (an Error is a dropped connection). */
function fakeFetch(answers: Array<{ status: number; body: unknown } | Error>) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? new URLSearchParams(init.body) : null,
    });
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer queued');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return { fetch, sent };
}

const secretKey = 'sk_test_fake';

describe('Stripe gateway request shapes', () => {
  it('encodes nested parameters the way Stripe reads them', () => {
    expect(formBody({ amount: 500, metadata: { idempotency_key: 'k' } })).toBe(
      'amount=500&metadata%5Bidempotency_key%5D=k',
    );
  });

  it('charges a PaymentIntent with the key as Idempotency-Key and in metadata, and reads success', async () => {
    const { fetch, sent } = fakeFetch([{ status: 200, body: { id: 'pi_1', status: 'succeeded' } }]);
    const gateway = createStripeGateway({ secretKey, fetch });
    expect(await gateway.charge('pm_1', 1_250, 'pay-1')).toEqual({ ok: true, reference: 'pi_1' });
    const [request] = sent;
    expect(request?.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(request?.method).toBe('POST');
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer sk_test_fake',
      'idempotency-key': 'pay-1',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(request?.body ?? [])).toEqual({
      amount: '1250',
      currency: 'usd',
      payment_method: 'pm_1',
      confirm: 'true',
      off_session: 'true',
      'metadata[idempotency_key]': 'pay-1',
    });
  });

  it("maps a 402 decline to the gateway's refusal, and a 5xx or a dropped call to an unknown outcome", async () => {
    const { fetch } = fakeFetch([
      {
        status: 402,
        body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } },
      },
      { status: 503, body: {} },
      new Error('socket hang up'),
    ]);
    const gateway = createStripeGateway({ secretKey, fetch });
    expect(await gateway.charge('pm_1', 100, 'a')).toMatchObject({ ok: false, code: 'insufficient_funds' });
    expect(await gateway.charge('pm_1', 100, 'b')).toEqual({ ok: false, kind: 'unknown' });
    expect(await gateway.charge('pm_1', 100, 'c')).toEqual({ ok: false, kind: 'unknown' });
  });

  it('looks a charge up by the key in metadata through the search API', async () => {
    const { fetch, sent } = fakeFetch([
      { status: 200, body: { data: [{ id: 'pi_9', status: 'succeeded' }] } },
      { status: 200, body: { data: [] } },
    ]);
    const gateway = createStripeGateway({ secretKey, fetch });
    expect(await gateway.lookupCharge('pay-9')).toEqual({
      found: true,
      result: { ok: true, reference: 'pi_9' },
    });
    expect(await gateway.lookupCharge('pay-10')).toEqual({ found: false });
    const url = new URL(sent[0]?.url ?? '');
    expect(url.pathname).toBe('/v1/payment_intents/search');
    expect(url.searchParams.get('query')).toBe("metadata['idempotency_key']:'pay-9'");
    expect(sent[0]?.method).toBe('GET');
  });

  it('refunds part of a PaymentIntent, and finds a refund again by its key', async () => {
    const { fetch, sent } = fakeFetch([
      { status: 200, body: { id: 're_1', status: 'succeeded' } },
      {
        status: 200,
        body: { data: [{ id: 're_1', status: 'succeeded', metadata: { idempotency_key: 'ref-1' } }] },
      },
      {
        status: 400,
        body: {
          error: { message: 'Refund amount ($20.00) is greater than unrefunded amount on charge ($10.00)' },
        },
      },
    ]);
    const gateway = createStripeGateway({ secretKey, fetch });
    expect(await gateway.refund('pi_1', 700, 'ref-1')).toEqual({ ok: true, reference: 're_1' });
    expect(Object.fromEntries(sent[0]?.body ?? [])).toEqual({
      payment_intent: 'pi_1',
      amount: '700',
      'metadata[idempotency_key]': 'ref-1',
    });
    expect(sent[0]?.headers['idempotency-key']).toBe('ref-1');
    expect(await gateway.lookupRefund('pi_1', 'ref-1')).toEqual({
      found: true,
      result: { ok: true, reference: 're_1' },
    });
    expect(new URL(sent[1]?.url ?? '').searchParams.get('payment_intent')).toBe('pi_1');
    expect(await gateway.refund('pi_1', 2_000, 'ref-2')).toMatchObject({ ok: false, kind: 'declined' });
  });

  it('tokenises a card as a PaymentMethod and keeps only brand, last 4 and expiry', async () => {
    const { fetch, sent } = fakeFetch([
      {
        status: 200,
        body: { id: 'pm_7', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
      },
    ]);
    const gateway = createStripeGateway({ secretKey, fetch });
    const result = await gateway.tokenise({
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holderName: 'Alex Rivera',
    });
    expect(result).toEqual({
      ok: true,
      card: { token: 'pm_7', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(sent[0]?.body?.get('card[number]')).toBe('4242424242424242');
    expect(sent[0]?.body?.get('type')).toBe('card');
  });
});
