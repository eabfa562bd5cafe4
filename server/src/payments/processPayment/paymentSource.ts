import type { Queryable } from '../../db/database';
import { cardFailureError } from '../cards/cardFailureError';
import { findSavedCard } from '../cards/savedCards';
import type { CardDetails, PaymentGateway, TokenisedCard } from '../gateway/paymentGateway';

/** What a payment is charged to: a token and what may be shown of the card. */
export interface PaymentSource {
  token: string;
  brand: string;
  last4: string;
  /** The saved card charged, if any. */
  paymentMethodId: string | null;
  /** A typed card to save once the charge succeeds. */
  saveAs: { card: TokenisedCard; holderName: string } | null;
}

export type PaymentSourceInput = { paymentMethodId: string } | { card: CardDetails & { saveCard: boolean } };

/** A saved card of this patient, or a typed card tokenised now (a wrong number fails here, before anything is written). */
export async function resolvePaymentSource(
  db: Queryable,
  gateway: PaymentGateway,
  patientId: string,
  input: PaymentSourceInput,
): Promise<PaymentSource> {
  if ('paymentMethodId' in input) {
    const saved = await findSavedCard(db, patientId, input.paymentMethodId);
    return {
      token: saved.gatewayToken,
      brand: saved.brand,
      last4: saved.last4,
      paymentMethodId: saved.id,
      saveAs: null,
    };
  }
  const { saveCard, ...card } = input.card;
  const tokenised = await gateway.tokenise(card);
  if (!tokenised.ok) throw cardFailureError(tokenised);
  return {
    token: tokenised.card.token,
    brand: tokenised.card.brand,
    last4: tokenised.card.last4,
    paymentMethodId: null,
    saveAs: saveCard ? { card: tokenised.card, holderName: card.holderName } : null,
  };
}
