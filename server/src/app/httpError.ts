import type { ServerMessageCode } from '@clinic/api-contract';
import { serverMessagesEnglish } from '@clinic/api-contract/serverMessagesEnglish';
import type { FieldError } from '@clinic/forms-core';

/** An error with an HTTP status and the messages the user is shown (portal.md section 8). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
    readonly fieldErrors?: Record<string, string[]>,
    /** A refused document's errors as codes by component id, which clients word themselves. */
    readonly fieldErrorCodes?: Record<string, FieldError[]>,
    /** A stable code the apps word themselves (ErrorReply.code), and the values its text needs. */
    readonly code?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(messages.join('\n'));
  }
}

export const badRequest = (messages: string[], fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, messages, fieldErrors);
export const unauthorized = () => new HttpError(401, ['Not signed in.']);
export const forbidden = (messages: string[]) => new HttpError(403, messages);
/** Also the answer for ids outside the caller's reach: never tell "exists but not yours". */
export const notFound = () => new HttpError(404, ['Not found.']);
export const conflict = (messages: string[]) => new HttpError(409, messages);
/**
 * A refusal with a stable code beside its English message: the apps show their own text for the
 * code (docs/decisions.md "Server messages as codes"); the message stays for older clients.
 */
export const refused = (
  statusCode: number,
  code: ServerMessageCode,
  message: string,
  params?: Record<string, string | number>,
  fieldErrors?: Record<string, string[]>,
) => new HttpError(statusCode, [message], fieldErrors, undefined, code, params);
/** A refusal worded by the contract's English text for its code. */
export const refusedWith = (statusCode: number, code: ServerMessageCode) =>
  refused(statusCode, code, serverMessagesEnglish[code]);
export const tooManyRequests = (messages: string[]) => new HttpError(429, messages);
