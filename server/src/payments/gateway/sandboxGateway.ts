import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { cardBrand, cardDigits, isExpired, passesLuhn } from './cardNumber';
import {
  type CardFailureCode,
  type ChargeResult,
  cardFailure,
  type PaymentGateway,
  type TokeniseResult,
} from './paymentGateway';

/** Stripe's test cards that fail at charge time; any other valid number succeeds. */
const testCardOutcomes: Readonly<Record<string, CardFailureCode>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** What a sandbox token carries: the outcome decided at tokenise time, never the number. */
interface SandboxTokenBody {
  outcome: CardFailureCode | 'succeed';
  expMonth: number;
  expYear: number;
}

const tokenPrefix = 'tok_sbx_';
/** Charges remembered for idempotency; the oldest are forgotten past this. */
const rememberedCharges = 10_000;

function encodeToken(body: SandboxTokenBody): string {
  const nonce = crypto.randomBytes(9).toString('base64url');
  return `${tokenPrefix}${Buffer.from(JSON.stringify(body)).toString('base64url')}.${nonce}`;
}

function decodeToken(token: string): SandboxTokenBody | undefined {
  if (!token.startsWith(tokenPrefix)) return undefined;
  const [encoded] = token.slice(tokenPrefix.length).split('.');
  try {
    const body = JSON.parse(Buffer.from(encoded ?? '', 'base64url').toString('utf8')) as SandboxTokenBody;
    return typeof body.outcome === 'string' ? body : undefined;
  } catch {
    return undefined;
  }
}

export interface SandboxGatewayOptions {
  /** Delay of every call, like a network round trip (0 in tests). */
  latencyMs?: number;
  now?: () => Date;
}

/**
 * A gateway that answers like Stripe's test mode, so the portal can be tried end to end without
 * a processor account. Tokens are self-describing, so saved cards still work after a restart.
 */
export function createSandboxGateway(options: SandboxGatewayOptions = {}): PaymentGateway {
  const latencyMs = options.latencyMs ?? 150;
  const now = options.now ?? (() => new Date());
  const charges = new Map<string, ChargeResult>();

  const delay = () => (latencyMs > 0 ? sleep(latencyMs) : Promise.resolve());

  return {
    name: 'sandbox',
    async tokenise(card): Promise<TokeniseResult> {
      await delay();
      const digits = cardDigits(card.cardNumber);
      if (!digits || !passesLuhn(digits)) return cardFailure('incorrect_number');
      if (isExpired(card.expMonth, card.expYear, now())) return cardFailure('expired_card');
      const outcome = testCardOutcomes[digits] ?? 'succeed';
      return {
        ok: true,
        card: {
          token: encodeToken({ outcome, expMonth: card.expMonth, expYear: card.expYear }),
          brand: cardBrand(digits),
          last4: digits.slice(-4),
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
      };
    },
    async charge(token, amountCents, idempotencyKey): Promise<ChargeResult> {
      await delay();
      const earlier = charges.get(idempotencyKey);
      if (earlier) return earlier;
      const body = decodeToken(token);
      let result: ChargeResult;
      if (!body || !Number.isInteger(amountCents) || amountCents <= 0) result = cardFailure('card_declined');
      else if (body.outcome !== 'succeed') result = cardFailure(body.outcome);
      else if (isExpired(body.expMonth, body.expYear, now())) result = cardFailure('expired_card');
      else result = { ok: true, reference: `ch_sbx_${crypto.randomBytes(12).toString('hex')}` };
      if (charges.size >= rememberedCharges) {
        const oldest = charges.keys().next().value;
        if (oldest !== undefined) charges.delete(oldest);
      }
      charges.set(idempotencyKey, result);
      return result;
    },
  };
}
