import type { ErrorReply } from '@clinic/api-contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasPostgresErrorCode, postgresErrorCodes } from '../db/postgresErrorCode';
import { loggedError } from '../logging/loggedError';
import { HttpError, refusedWith } from './httpError';
import { requestLanguage } from './requestLanguage';
import { validationIssueText } from './validationIssueText';

export const unexpectedErrorMessage = 'Unexpected error. Please wait a few minutes and try again.';

/** Turns any thrown error into an ErrorReply; a stack trace never leaves the server. */
export function errorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error instanceof HttpError) {
    const body: ErrorReply = { messages: error.messages };
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
    if (error.fieldErrorCodes) body.fieldErrorCodes = error.fieldErrorCodes;
    if (error.code) body.code = error.code;
    if (error.params) body.params = error.params;
    void reply.status(error.statusCode).send(body);
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string[]> = {};
    const language = requestLanguage(request);
    const context = error.validationContext ?? 'body';
    const checked =
      context === 'querystring' ? request.query : request[context as 'body' | 'params' | 'headers'];
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
      fieldErrors[key] = [...(fieldErrors[key] ?? []), validationIssueText(issue, checked, language)];
    }
    const messages = Object.entries(fieldErrors).flatMap(([k, ms]) => ms.map((m) => `${k}: ${m}`));
    void reply.status(400).send({ messages, fieldErrors } satisfies ErrorReply);
    return;
  }
  if (hasPostgresErrorCode(error, postgresErrorCodes.exclusionViolation)) {
    // The database's own guard against double booking caught what the booking's lock let by.
    errorHandler(refusedWith(409, 'slotTaken'), request, reply);
    return;
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 500) {
    // Class, code and a scrubbed message: a failed query's own message carries its values.
    request.log.error({ err: loggedError(error) }, 'request failed');
    void reply.status(500).send({ messages: [unexpectedErrorMessage] } satisfies ErrorReply);
    return;
  }
  // Fastify's own 4xx (bad JSON, body too large, unsupported media type): its message is safe to show.
  void reply.status(statusCode).send({ messages: [error.message] } satisfies ErrorReply);
}
