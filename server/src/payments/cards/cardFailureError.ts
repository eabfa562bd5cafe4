import { HttpError } from '../../app/httpError';
import type { CardFailure } from '../gateway/paymentGateway';

/** A wrong number is bad input (400); a refused card is 402, shown under 'Transaction error'. */
export const cardFailureError = (failure: Pick<CardFailure, 'kind' | 'message'>): HttpError =>
  new HttpError(failure.kind === 'invalid' ? 400 : 402, [failure.message]);
