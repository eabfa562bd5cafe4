import { ApiError, genericErrorMessage, noConnectionMessage } from '@clinic/api-contract';
import type { TFunction } from 'i18next';

/** The server's sign-in messages (portal.md section 5) in the page's language. */
const knownMessages: Record<
  string,
  'emailNotFound' | 'invalidDateOfBirth' | 'expiredLink' | 'unexpectedError'
> = {
  'Email not found.': 'emailNotFound',
  'Invalid date of birth. Please correct it and try again.': 'invalidDateOfBirth',
  'Expired link. Please request a new link and try again.': 'expiredLink',
  'Unexpected error. Please wait a few minutes and try again.': 'unexpectedError',
};

/** What a failed sign-in call shows: a section 5 message, or the server's own words. */
export function signInMessage(error: unknown, t: TFunction): string {
  const message = error instanceof ApiError ? error.message : genericErrorMessage;
  if (message === genericErrorMessage) return t('confirm.unexpectedError');
  if (message === noConnectionMessage) return message;
  const known = knownMessages[message];
  return known ? t(`confirm.${known}`) : message;
}
