import type { BillingCardInput } from '@clinic/api-contract';

/** A card as typed, before it is checked. */
export interface CardDraft {
  holderName: string;
  cardNumber: string;
  /** '1'..'12' or ''. */
  expMonth: string;
  /** 'YYYY' or ''. */
  expYear: string;
  cvc: string;
}

export const emptyCard: CardDraft = { holderName: '', cardNumber: '', expMonth: '', expYear: '', cvc: '' };

/** Field name to the i18n key of its message; empty when the card may be sent. */
export function cardErrors(card: CardDraft, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!card.holderName.trim()) errors.holderName = 'card.errors.holderName';
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = 'card.errors.cardNumber';
  const month = Number(card.expMonth);
  const year = Number(card.expYear);
  if (!card.expMonth || !card.expYear) errors.expiry = 'card.errors.expiry';
  else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
    errors.expiry = 'card.errors.expired';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'card.errors.cvc';
  return errors;
}

/** The API's card input of a checked draft. */
export function toCardInput(card: CardDraft): BillingCardInput {
  return {
    holderName: card.holderName.trim(),
    cardNumber: card.cardNumber.replace(/[\s-]/g, ''),
    expMonth: Number(card.expMonth),
    expYear: Number(card.expYear),
    cvc: card.cvc.trim(),
  };
}
