import { describe, expect, it } from 'vitest';
import { cardFailure } from '../gateway/paymentGateway';
import { cardFailureError, storedPaymentFailureError } from './cardFailureError';

describe('cardFailureError', () => {
  it("gives each of the gateway's refusals its code beside Stripe's message", () => {
    expect(cardFailureError(cardFailure('card_declined'))).toMatchObject({
      statusCode: 402,
      code: 'cardDeclined',
      messages: ['Your card was declined.'],
    });
    expect(cardFailureError(cardFailure('incorrect_number'))).toMatchObject({
      statusCode: 400,
      code: 'cardIncorrectNumber',
    });
  });

  it('names the code of a stored refusal again from its message, else the generic one', () => {
    expect(storedPaymentFailureError('Your card has expired.').code).toBe('cardExpired');
    expect(storedPaymentFailureError('Do not honour (05).')).toMatchObject({
      code: 'paymentFailed',
      messages: ['Do not honour (05).'],
    });
  });
});
