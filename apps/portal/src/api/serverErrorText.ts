import { ApiError, genericErrorMessage, knownServerMessageCode } from '@clinic/api-contract';
import type { TFunction } from 'i18next';

/**
 * The one way the portal words a failed call (docs/decisions.md "Server messages as codes"): a
 * code this portal knows in the page's language (serverMessages.*), else the server's own
 * messages by portal.md section 8 (an older server sends no code), else 'Error!'.
 * A refused document's fields are worded apart, from fieldErrorCodes (the document session).
 */
export function serverErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common.error');
  const code = knownServerMessageCode(error.code);
  if (code) return t(`serverMessages.${code}`, { ...error.params });
  return error.message === genericErrorMessage ? t('common.error') : error.message;
}

/** Whether a failure has nothing more to say than 'Error!' (shown as the error alert, section 8). */
export function isGenericError(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    (!knownServerMessageCode(error.code) && error.message === genericErrorMessage)
  );
}
