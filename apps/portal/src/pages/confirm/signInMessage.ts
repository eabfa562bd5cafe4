import { ApiError, genericErrorMessage } from '@clinic/api-contract';
import type { TFunction } from 'i18next';
import { serverErrorText } from '../../api/serverErrorText';

/**
 * What a failed sign-in call shows: the refusal's code in the page's language (serverErrorText:
 * a wrong date of birth, the lockout, an expired link, no connection), else section 5's
 * 'Unexpected error…' for what has nothing more to say.
 */
export function signInMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || (error.code === undefined && error.message === genericErrorMessage))
    return t('confirm.unexpectedError');
  return serverErrorText(error, t);
}
