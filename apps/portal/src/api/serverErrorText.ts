import { ApiError, genericErrorMessage } from '@clinic/api-contract';
import type { TFunction } from 'i18next';

/**
 * The one way the portal words a failed call (docs/decisions.md "Server messages as codes"): a
 * code the page's language words (serverMessages.* in Spanish), else the server's own messages
 * by portal.md section 8, which are the English of the code, else 'Error!'. English has no
 * catalogue of its own here: the server's words are it, so the first page does not carry them
 * twice. A refused document's fields are worded apart, from fieldErrorCodes (the document session).
 */
export function serverErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common.error');
  const worded = wordedCode(error)
    ? t(`serverMessages.${error.code}`, { ...error.params, defaultValue: '' })
    : '';
  if (worded) return worded;
  return error.message === genericErrorMessage ? t('common.error') : error.message;
}

/** Whether a failure has nothing more to say than 'Error!' (shown as the error alert, section 8). */
export function isGenericError(error: unknown): boolean {
  return !(error instanceof ApiError) || (!wordedCode(error) && error.message === genericErrorMessage);
}

/**
 * Section 8 shows the server's words for 400 and 403 (the client adds 402 and 409, see
 * userMessageFor) and 'Error!' for the rest, so a code is worded on those statuses only; besides
 * them, the client's own no connection (status 0) and a rate limit (429), whose wait the patient needs.
 */
const wordedStatuses: ReadonlySet<number> = new Set([0, 400, 402, 403, 409, 429]);

function wordedCode(error: ApiError): boolean {
  return error.code !== undefined && wordedStatuses.has(error.status);
}
