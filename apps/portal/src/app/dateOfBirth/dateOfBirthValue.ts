/**
 * The one rule of a date of birth in the portal (sign-in, patient switch, e-form links, the
 * request wizard, the registration). The value a form keeps is YYYY-MM-DD once what was typed is
 * a real date, and otherwise the text as typed (MM/DD/YYYY, perhaps unfinished): nothing typed is
 * ever dropped, and a check says what is wrong with it.
 */

export type DateOfBirthProblem = 'required' | 'incomplete' | 'impossible' | 'future';

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Births before this year are taken for a typing slip (1099 for 1990), not a real patient. */
const earliestYear = 1900;

/** Whether a kept value is a whole date (YYYY-MM-DD), as the API takes it. */
export function isIsoDateOfBirth(value: string): boolean {
  return isoPattern.test(value);
}

/** YYYY-MM-DD from month, day and year, or null when no such day exists. */
function realDate(month: number, day: number, year: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * What was typed (or pasted, or filled in by the browser) as MM/DD/YYYY: digits get their slashes
 * ("04121990" is 04/12/1990), a one-digit month or day closed by a separator gets its zero
 * ("4/7/1990" is 04/07/1990), and an ISO date (a browser's birthday autofill) is turned around.
 */
export function formatTypedDateOfBirth(typed: string): string {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(typed);
  if (iso) return `${iso[2]?.padStart(2, '0')}/${iso[3]?.padStart(2, '0')}/${iso[1]}`;
  const parts = typed.split(/\D+/);
  const separated = parts.length > 1;
  // A part ended by a separator is finished: "4/" is month 04; the last part may still grow.
  const padded = parts.map((part, index) =>
    separated && index < 2 && index < parts.length - 1 && part.length === 1 ? `0${part}` : part,
  );
  const digits = padded.join('').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** The value to keep for typed text: YYYY-MM-DD when it is a real date, else the formatted text. */
export function dateOfBirthValueOf(typed: string): string {
  const text = formatTypedDateOfBirth(typed);
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return text;
  return realDate(Number(match[1]), Number(match[2]), Number(match[3])) ?? text;
}

/** The text a field shows for a kept value (MM/DD/YYYY, portal.md section 5). */
export function dateOfBirthText(value: string): string {
  const iso = isoPattern.exec(value);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : value;
}

/** What is wrong with a kept value on `today` (YYYY-MM-DD, the patient's day), or null. */
export function dateOfBirthProblem(value: string, today: string): DateOfBirthProblem | null {
  if (!value.trim()) return 'required';
  if (!isIsoDateOfBirth(value)) {
    return value.replace(/\D/g, '').length < 8 ? 'incomplete' : 'impossible';
  }
  if (Number(value.slice(0, 4)) < earliestYear) return 'impossible';
  return value > today ? 'future' : null;
}

/** The i18n key of a problem's message. */
export function dateOfBirthMessageKey(problem: DateOfBirthProblem): string {
  return `dateOfBirth.${problem}`;
}
