import type { PaymentRefusalCode } from '@clinic/api-contract';
import { type HttpError, refused } from '../../app/httpError';
import { type CardFailure, type CardFailureCode, cardFailureMessages } from '../gateway/paymentGateway';

/** The gateway's refusal as the code the apps word (the gateway's own codes are Stripe's). */
const refusalCodes: Readonly<Record<CardFailureCode, PaymentRefusalCode>> = {
  incorrect_number: 'cardIncorrectNumber',
  card_declined: 'cardDeclined',
  insufficient_funds: 'cardInsufficientFunds',
  expired_card: 'cardExpired',
  incorrect_cvc: 'cardIncorrectCvc',
  processing_error: 'cardProcessingError',
};

/** A wrong number is bad input (400); a refused card is 402, shown under 'Transaction error'. */
export const cardFailureError = (failure: Pick<CardFailure, 'kind' | 'code' | 'message'>): HttpError =>
  refused(failure.kind === 'invalid' ? 400 : 402, refusalCodes[failure.code], failure.message);

/**
 * A stored refused payment keeps only the gateway's message (payments.failure_message), which is
 * one of Stripe's fixed texts: it names its code again without a new column. Anything else (a
 * real processor's own wording) is the generic 'paymentFailed', with that message beside it.
 */
export function storedPaymentFailureError(failureMessage: string | null): HttpError {
  const code = (Object.keys(cardFailureMessages) as CardFailureCode[]).find(
    (key) => cardFailureMessages[key] === failureMessage,
  );
  return code
    ? refused(402, refusalCodes[code], cardFailureMessages[code])
    : refused(402, 'paymentFailed', failureMessage ?? 'Something went wrong.');
}
