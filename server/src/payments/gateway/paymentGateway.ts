/**
 * The payment gateway adapter. The server hands a typed card to `tokenise` once and keeps only
 * the token, brand, last 4 and expiry; charges go through the token. A real processor (Stripe,
 * ImaginePay...) implements the same interface; the built-in sandbox is sandboxGateway.ts.
 */

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Card';

/** A card as typed; lives only for the duration of the tokenise call. */
export interface CardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

export interface TokenisedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type CardFailureCode =
  | 'incorrect_number'
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

/**
 * A refusal with the text the patient is shown under 'Transaction error'. `invalid` means the
 * input is wrong (HTTP 400); `declined` means the card was refused (HTTP 402).
 */
export interface CardFailure {
  ok: false;
  kind: 'invalid' | 'declined';
  code: CardFailureCode;
  message: string;
}

/**
 * The call went out but no answer came back (a time-out, a dropped connection): the gateway may
 * or may not have acted. Never a failure: the server keeps the row pending and asks the gateway
 * (lookupCharge / lookupRefund by the idempotency key) before it tries again.
 */
export interface OutcomeUnknown {
  ok: false;
  kind: 'unknown';
}
export const outcomeUnknown: OutcomeUnknown = { ok: false, kind: 'unknown' };

export type TokeniseResult = { ok: true; card: TokenisedCard } | CardFailure;
export type ChargeResult = { ok: true; reference: string } | CardFailure;
/** A refund the gateway refused carries its words (e.g. 'Charge already refunded.'). */
export type RefundResult = { ok: true; reference: string } | { ok: false; kind: 'declined'; message: string };

/** What the gateway knows of a call made with an idempotency key: its result, or that it never arrived. */
export type Lookup<Result> = { found: true; result: Result } | { found: false };

export interface PaymentGateway {
  readonly name: string;
  tokenise(card: CardDetails): Promise<TokeniseResult>;
  /** Charging twice with one idempotency key charges once and answers the first result. */
  charge(token: string, amountCents: number, idempotencyKey: string): Promise<ChargeResult | OutcomeUnknown>;
  /** The charge made with this idempotency key, if the gateway received one. */
  lookupCharge(idempotencyKey: string): Promise<Lookup<ChargeResult> | OutcomeUnknown>;
  /** Gives back (part of) a charge; one refund per idempotency key. */
  refund(
    chargeReference: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<RefundResult | OutcomeUnknown>;
  /** The refund of that charge made with this idempotency key, if the gateway received one. */
  lookupRefund(
    chargeReference: string,
    idempotencyKey: string,
  ): Promise<Lookup<RefundResult> | OutcomeUnknown>;
}

/** Stripe's wording for each refusal. */
export const cardFailureMessages: Readonly<Record<CardFailureCode, string>> = {
  incorrect_number: 'Your card number is incorrect.',
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
};

export function cardFailure(code: CardFailureCode): CardFailure {
  return {
    ok: false,
    kind: code === 'incorrect_number' ? 'invalid' : 'declined',
    code,
    message: cardFailureMessages[code],
  };
}
