import { ApiError } from '@clinic/api-contract';

/** The server's message for one field of a refused save, for that field's error slot. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors?.[field]?.join(' ');
}
