import { HttpError } from '../../../../app/httpError';

/**
 * A document of a group link that could not be saved or completed: the refusal names it
 * (`params.documentId`), so the page brings the patient to that document and its fields.
 */
export function refusalOfGroupDocument(error: unknown, documentId: string): unknown {
  if (!(error instanceof HttpError)) return error;
  return new HttpError(
    error.statusCode,
    error.messages,
    error.fieldErrors,
    error.fieldErrorCodes,
    error.code,
    {
      ...error.params,
      documentId,
    },
  );
}
