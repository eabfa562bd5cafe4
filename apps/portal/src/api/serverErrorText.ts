import { ApiError, genericErrorMessage, type ServerMessageCode } from '@clinic/api-contract';
import type { TFunction } from 'i18next';
import { enServerMessages } from '../i18n/en/serverMessages';

/**
 * The one way the portal words a failed call (docs/decisions.md "Server messages as codes"): a
 * code this portal knows in the page's language (serverMessages.*), else the server's own
 * messages by portal.md section 8 (an older server sends no code), else 'Error!'.
 * A refused document's fields are worded apart, from fieldErrorCodes (the document session).
 */
export function serverErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common.error');
  const code = shownCode(error);
  if (code) return t(`serverMessages.${code}`, { ...error.params });
  return error.message === genericErrorMessage ? t('common.error') : error.message;
}

/** Whether a failure has nothing more to say than 'Error!' (shown as the error alert, section 8). */
export function isGenericError(error: unknown): boolean {
  return !(error instanceof ApiError) || (!shownCode(error) && error.message === genericErrorMessage);
}

/**
 * Section 8 shows the server's words for 400 and 403 (the client adds 402 and 409, see
 * userMessageFor) and 'Error!' for the rest, so a code is worded on those statuses only; besides
 * them, the client's own no connection (status 0) and a rate limit (429), whose wait the patient needs.
 */
const wordedStatuses: ReadonlySet<number> = new Set([0, 400, 402, 403, 409, 429]);

function shownCode(error: ApiError): ServerMessageCode | undefined {
  const code = error.code;
  if (code === undefined || !wordedStatuses.has(error.status)) return undefined;
  // The English catalogue has exactly the codes this portal knows (it is typed by them), and it
  // ships with the first page anyway: api-contract's zod list would add zod to the first page.
  return Object.hasOwn(enServerMessages, code) ? (code as ServerMessageCode) : undefined;
}
