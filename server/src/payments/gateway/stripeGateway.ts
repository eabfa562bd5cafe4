import { type CardFailureCode, cardFailure, outcomeUnknown, type PaymentGateway } from './paymentGateway';

/** What the client needs of `fetch`; tests hand in a fake. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface StripeGatewayOptions {
  secretKey: string;
  fetch?: FetchLike;
  baseUrl?: string;
  /** A call with no answer by then has an unknown outcome (never a failure). */
  timeoutMs?: number;
}

const stripeVersion = '2024-06-20';

/** Stripe's error codes (and decline codes) as the gateway's refusals. */
const failureCodes: Readonly<Record<string, CardFailureCode>> = {
  incorrect_number: 'incorrect_number',
  invalid_number: 'incorrect_number',
  card_declined: 'card_declined',
  generic_decline: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
};

interface StripeError {
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}

type Answer =
  | { kind: 'ok'; body: Record<string, unknown> }
  | { kind: 'refused'; body: StripeError }
  | { kind: 'unknown' };

/** Form-encodes Stripe's nested parameters: card[number]=…, metadata[key]=…. */
export function formBody(params: Record<string, string | number | Record<string, string | number>>): string {
  const pairs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value))
        pairs.append(`${key}[${inner}]`, String(innerValue));
    } else pairs.append(key, String(value));
  }
  return pairs.toString();
}

const failureOf = (body: StripeError) =>
  cardFailure(
    failureCodes[body.error?.decline_code ?? ''] ?? failureCodes[body.error?.code ?? ''] ?? 'card_declined',
  );

/**
 * The gateway over Stripe's HTTP API (PaymentMethods, PaymentIntents, Refunds). Every charge and
 * refund carries its idempotency key twice: as Stripe's Idempotency-Key header (a resent call
 * is answered, never repeated) and in metadata, which is how a lost answer is looked up. A time-out,
 * a dropped connection or a 5xx is an unknown outcome; a 4xx is Stripe's refusal.
 * Not exercised against the network here: tests check the requests it makes with a fake fetch.
 */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const fetchImpl = options.fetch ?? ((url, init) => fetch(url, init));
  const baseUrl = options.baseUrl ?? 'https://api.stripe.com';
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    params?: Parameters<typeof formBody>[0],
    idempotencyKey?: string,
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'stripe-version': stripeVersion,
    };
    if (params && method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const query = params && method === 'GET' ? `?${formBody(params)}` : '';
    try {
      const response = await fetchImpl(`${baseUrl}${path}${query}`, {
        method,
        headers,
        ...(params && method === 'POST' ? { body: formBody(params) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status >= 500 || response.status === 429) return { kind: 'unknown' };
      const body = (await response.json()) as Record<string, unknown>;
      return response.ok ? { kind: 'ok', body } : { kind: 'refused', body: body as StripeError };
    } catch {
      return { kind: 'unknown' };
    }
  }

  const chargeResultOf = (intent: Record<string, unknown>) =>
    intent.status === 'succeeded'
      ? { ok: true as const, reference: String(intent.id) }
      : cardFailure(
          failureCodes[String((intent.last_payment_error as StripeError['error'])?.decline_code ?? '')] ??
            'card_declined',
        );

  return {
    name: 'stripe',
    async tokenise(card) {
      const answer = await call('POST', '/v1/payment_methods', {
        type: 'card',
        card: {
          number: card.cardNumber.replace(/[\s-]/g, ''),
          exp_month: card.expMonth,
          exp_year: card.expYear,
          cvc: card.cvc,
        },
        billing_details: { name: card.holderName },
      });
      if (answer.kind === 'unknown') return cardFailure('processing_error');
      if (answer.kind === 'refused') return failureOf(answer.body);
      const details = answer.body.card as {
        brand?: string;
        last4?: string;
        exp_month?: number;
        exp_year?: number;
      };
      const brands: Record<string, 'Visa' | 'Mastercard' | 'American Express' | 'Discover'> = {
        visa: 'Visa',
        mastercard: 'Mastercard',
        amex: 'American Express',
        discover: 'Discover',
      };
      return {
        ok: true,
        card: {
          token: String(answer.body.id),
          brand: brands[details.brand ?? ''] ?? 'Card',
          last4: details.last4 ?? '',
          expMonth: details.exp_month ?? card.expMonth,
          expYear: details.exp_year ?? card.expYear,
        },
      };
    },
    async charge(token, amountCents, idempotencyKey) {
      const answer = await call(
        'POST',
        '/v1/payment_intents',
        {
          amount: amountCents,
          currency: 'usd',
          payment_method: token,
          confirm: 'true',
          off_session: 'true',
          metadata: { idempotency_key: idempotencyKey },
        },
        idempotencyKey,
      );
      if (answer.kind === 'unknown') return outcomeUnknown;
      if (answer.kind === 'refused') return failureOf(answer.body);
      return chargeResultOf(answer.body);
    },
    async lookupCharge(idempotencyKey) {
      const answer = await call('GET', '/v1/payment_intents/search', {
        query: `metadata['idempotency_key']:'${idempotencyKey}'`,
      });
      if (answer.kind !== 'ok') return outcomeUnknown;
      const [intent] = (answer.body.data as Record<string, unknown>[] | undefined) ?? [];
      return intent ? { found: true, result: chargeResultOf(intent) } : { found: false };
    },
    async refund(chargeReference, amountCents, idempotencyKey) {
      const answer = await call(
        'POST',
        '/v1/refunds',
        {
          payment_intent: chargeReference,
          amount: amountCents,
          metadata: { idempotency_key: idempotencyKey },
        },
        idempotencyKey,
      );
      if (answer.kind === 'unknown') return outcomeUnknown;
      if (answer.kind === 'refused') {
        return {
          ok: false,
          kind: 'declined',
          message: answer.body.error?.message ?? 'The refund was refused.',
        };
      }
      return { ok: true, reference: String(answer.body.id) };
    },
    async lookupRefund(chargeReference, idempotencyKey) {
      const answer = await call('GET', '/v1/refunds', { payment_intent: chargeReference, limit: 100 });
      if (answer.kind !== 'ok') return outcomeUnknown;
      const refunds =
        (answer.body.data as Array<{ id: string; status?: string; metadata?: Record<string, string> }>) ?? [];
      const refund = refunds.find((entry) => entry.metadata?.idempotency_key === idempotencyKey);
      if (!refund) return { found: false };
      return refund.status === 'failed' || refund.status === 'canceled'
        ? { found: true, result: { ok: false, kind: 'declined', message: 'The refund failed at Stripe.' } }
        : { found: true, result: { ok: true, reference: refund.id } };
    },
  };
}
