import { describe, expect, it } from 'vitest';
import { cardErrors, emptyCard, toCardInput } from './cardDraft';

const now = new Date(2026, 10, 22);
const valid = {
  holderName: ' Pat Payer ',
  cardNumber: '4242 4242-4242 4242',
  expMonth: '12',
  expYear: '2029',
  cvc: '123',
};

describe('a typed card', () => {
  it('asks for every field of an empty card', () => {
    expect(cardErrors(emptyCard, now)).toEqual({
      holderName: 'card.errors.holderName',
      cardNumber: 'card.errors.cardNumber',
      expiry: 'card.errors.expiry',
      cvc: 'card.errors.cvc',
    });
  });

  it('accepts this month and refuses last month', () => {
    expect(cardErrors({ ...valid, expMonth: '11', expYear: '2026' }, now)).toEqual({});
    expect(cardErrors({ ...valid, expMonth: '10', expYear: '2026' }, now)).toEqual({
      expiry: 'card.errors.expired',
    });
  });

  it('sends digits only and trimmed texts', () => {
    expect(cardErrors(valid, now)).toEqual({});
    expect(toCardInput(valid)).toEqual({
      holderName: 'Pat Payer',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2029,
      cvc: '123',
    });
  });
});
