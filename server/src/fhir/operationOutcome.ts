import { fhirRefusalText } from '@clinic/api-contract';
import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../app/httpError';
import { requestLanguage } from '../app/requestLanguage';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

export function operationOutcome(issues: OperationOutcomeIssue[]): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: issues };
}

const CODES: Readonly<Record<number, OperationOutcomeIssue['code']>> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-supported',
  409: 'conflict',
  415: 'not-supported',
  429: 'throttled',
};

/**
 * Every error under /fhir/R4 as an OperationOutcome (FHIR's error body): the status the rest of
 * the API would answer, its messages as diagnostics; an unexpected error is logged by class and
 * answered 500 without detail.
 */
export function fhirErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error instanceof HttpError
      ? error.statusCode
      : 'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500
        ? error.statusCode
        : 500;
  if (status >= 500) request.log.error({ err: { type: error.name } }, 'FHIR request failed');
  const language = requestLanguage(request);
  const messages =
    status === 404 || status === 401
      ? // The same refusals as the rest of the API, worded here: FHIR clients read no codes.
        [fhirRefusalText(status === 404 ? 'fhirNotFound' : 'fhirNotSignedIn', language, {})]
      : error instanceof HttpError
        ? error.messages
        : status < 500
          ? [error.message]
          : ['Server error.'];
  void reply
    .status(status)
    .type(FHIR_JSON)
    .send(
      operationOutcome(
        messages.map((diagnostics) => ({
          severity: status >= 500 ? 'fatal' : 'error',
          code: CODES[status] ?? 'exception',
          diagnostics,
        })),
      ),
    );
}
