import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

let callingCodes: ReadonlySet<string> | undefined;

/** Every country calling code libphonenumber knows, built on first use. */
function knownCallingCodes(): ReadonlySet<string> {
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return callingCodes;
}

/** "+1", "+44 ": the phone input's dial code with no number after it, which counts as empty. */
export function isDialCodeOnly(text: string): boolean {
  const compact = text.replace(/\s/g, '');
  if (compact === '+') return true;
  return compact.startsWith('+') && knownCallingCodes().has(compact.slice(1));
}
