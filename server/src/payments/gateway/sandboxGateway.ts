import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { cardBrand, cardDigits, isExpired, passesLuhn } from './cardNumber';
import {
  type CardFailureCode,
  type ChargeResult,
  cardFailure,
  outcomeUnknown,
  type PaymentGateway,
  type RefundResult,
  type TokeniseResult,
} from './paymentGateway';

/**
 * The sandbox's own test cards for what Stripe cannot be asked to do on purpose: the first
 * charge call of a key times out after charging (`timeout`), or is lost before it arrives
 * (`outage`). Either way the call answers 'unknown'; a lookup or a second call with the key
 * then tells what really happened.
 */
type NetworkOutcome = 'timeout' | 'outage';

/** Stripe's test cards that fail at charge time, and the sandbox's; any other valid number succeeds. */
const testCardOutcomes: Readonly<Record<string, CardFailureCode | NetworkOutcome>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000000000009904': 'timeout',
  '4000000000008807': 'outage',
};

/** What a sandbox token carries: the outcome decided at tokenise time, never the number. */
interface SandboxTokenBody {
  outcome: CardFailureCode | NetworkOutcome | 'succeed';
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

/** Keeps a bounded memory: past `rememberedCharges` entries the oldest is forgotten. */
function remember<Value>(map: Map<string, Value>, key: string, value: Value): void {
  if (map.size >= rememberedCharges) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
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
  const charges = new Map<string, { result: ChargeResult; amountCents: number }>();
  const refunds = new Map<string, RefundResult>();
  /** Charged amounts by reference (a charge made before a restart is unknown: refunds of it are not capped here). */
  const chargedAmounts = new Map<string, number>();
  const refundedAmounts = new Map<string, number>();
  /** Keys whose first call's answer was lost (timeout and outage cards). */
  const lostOnce = new Set<string>();

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
    async charge(token, amountCents, idempotencyKey) {
      await delay();
      const earlier = charges.get(idempotencyKey);
      if (earlier) return earlier.result;
      const body = decodeToken(token);
      if (body?.outcome === 'outage' && !lostOnce.has(idempotencyKey)) {
        lostOnce.add(idempotencyKey);
        return outcomeUnknown;
      }
      let result: ChargeResult;
      if (!body || !Number.isInteger(amountCents) || amountCents <= 0) result = cardFailure('card_declined');
      else if (body.outcome === 'timeout' || body.outcome === 'outage' || body.outcome === 'succeed') {
        result = isExpired(body.expMonth, body.expYear, now())
          ? cardFailure('expired_card')
          : { ok: true, reference: `ch_sbx_${crypto.randomBytes(12).toString('hex')}` };
      } else result = cardFailure(body.outcome);
      remember(charges, idempotencyKey, { result, amountCents });
      if (result.ok) remember(chargedAmounts, result.reference, amountCents);
      // The charge is made; only its answer is lost, once.
      if (body?.outcome === 'timeout' && !lostOnce.has(idempotencyKey)) {
        lostOnce.add(idempotencyKey);
        return outcomeUnknown;
      }
      return result;
    },
    async lookupCharge(idempotencyKey) {
      await delay();
      const earlier = charges.get(idempotencyKey);
      return earlier ? { found: true, result: earlier.result } : { found: false };
    },
    async refund(chargeReference, amountCents, idempotencyKey) {
      await delay();
      const earlier = refunds.get(idempotencyKey);
      if (earlier) return earlier;
      const charged = chargedAmounts.get(chargeReference);
      const refunded = refundedAmounts.get(chargeReference) ?? 0;
      let result: RefundResult;
      if (!chargeReference.startsWith('ch_sbx_') || !Number.isInteger(amountCents) || amountCents <= 0) {
        result = { ok: false, kind: 'declined', message: 'No such charge.' };
      } else if (charged !== undefined && refunded + amountCents > charged) {
        result = {
          ok: false,
          kind: 'declined',
          message: 'Refund amount exceeds the amount remaining on the charge.',
        };
      } else {
        remember(refundedAmounts, chargeReference, refunded + amountCents);
        result = { ok: true, reference: `re_sbx_${crypto.randomBytes(12).toString('hex')}` };
      }
      remember(refunds, idempotencyKey, result);
      return result;
    },
    async lookupRefund(_chargeReference, idempotencyKey) {
      await delay();
      const earlier = refunds.get(idempotencyKey);
      return earlier ? { found: true, result: earlier } : { found: false };
    },
  };
}
