import { refused } from '../app/httpError';
import { invalidDateOfBirthMessage } from './signInMessages';

/** A real calendar date written YYYY-MM-DD, or undefined: a malformed date is never compared. */
export function parseDateOfBirth(input: string | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input?.trim() ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

/**
 * The date to compare; a missing or malformed one gets the invalid-date message before
 * anything is looked up or counted (it could not match anyway).
 */
export function requireDateOfBirth(input: string | undefined): string {
  const dateOfBirth = parseDateOfBirth(input);
  if (!dateOfBirth) throw refused(400, 'invalidDateOfBirth', invalidDateOfBirthMessage);
  return dateOfBirth;
}
