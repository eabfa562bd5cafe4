import { ApiError } from '@clinic/api-contract';

/** The server's message for one field of a refused save, for that field's error slot. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors?.[field]?.join(' ');
}

/**
 * What a dialog's alert still has to say once its fields show their own messages: the messages of
 * fields without a slot, or the whole error when it names no field. The server's joined text
 * prefixes each message with its body field ("medicationId: …"), which is no text for a user.
 */
export function errorBeyondFields(error: unknown, fields: readonly string[]): unknown {
  if (!(error instanceof ApiError) || !error.fieldErrors) return error;
  const rest = Object.entries(error.fieldErrors)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages);
  return rest.length > 0 ? rest.join('\n') : null;
}
