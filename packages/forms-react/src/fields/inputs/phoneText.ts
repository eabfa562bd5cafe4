import { formatPhoneInternational, isDialCodeOnly } from '@clinic/forms-core';
import { AsYouType, type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';
// The metadata the library itself uses: it lists each calling code's countries, main one first.
import metadata from 'libphonenumber-js/metadata.min.json';

/** forms.md section 9: the preferred country, and the pause before the country is re-detected. */
export const PREFERRED_COUNTRY: CountryCode = 'US';
export const DIAL_CODE_DETECTION_DELAY_MS = 400;

export function dialCodeOf(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/** The country a calling code mainly belongs to (1 → US, 7 → RU, 44 → GB). */
function mainCountryOf(callingCode: string): CountryCode | undefined {
  return metadata.country_calling_codes[callingCode]?.[0];
}

/**
 * The country a typed number belongs to: the number's own country once it is known, else the
 * current country if it shares the dial code, else the dial code's main country.
 */
export function detectCountry(text: string, current: CountryCode): CountryCode {
  if (!text.trim().startsWith('+')) return current;
  const typing = new AsYouType();
  typing.input(text);
  const country = typing.getCountry();
  if (country) return country;
  const callingCode = typing.getCallingCode();
  if (!callingCode || getCountryCallingCode(current) === callingCode) return current;
  return mainCountryOf(callingCode) ?? current;
}

/** Typed text with the dial code in front: digits typed without "+" are read in the chosen country. */
export function withDialCode(text: string, country: CountryCode): string {
  const trimmed = text.trimStart();
  if (trimmed === '' || trimmed.startsWith('+')) return trimmed;
  return `${dialCodeOf(country)} ${trimmed}`;
}

/** The text after choosing another country: its dial code replaces the one typed. */
export function replaceDialCode(text: string, from: CountryCode, to: CountryCode): string {
  const fromCode = dialCodeOf(from);
  const rest = text.trim().startsWith(fromCode) ? text.trim().slice(fromCode.length).trim() : '';
  return rest === '' ? `${dialCodeOf(to)} ` : `${dialCodeOf(to)} ${rest}`;
}

/** The stored value: a dial code alone resets to empty (forms.md section 4). */
export function storedPhone(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || isDialCodeOnly(trimmed) ? '' : trimmed;
}

/** International format ("+1 202 555 0142") when the number parses, else the text unchanged. */
export const formatPhone = formatPhoneInternational;

export interface CountryChoice {
  country: CountryCode;
  label: string;
}

const countryChoicesByLanguage = new Map<string, readonly CountryChoice[]>();

/** Every country as "Name (+code)", in the form's language, sorted by name. */
export function countryChoices(language: string): readonly CountryChoice[] {
  const cached = countryChoicesByLanguage.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  const choices = getCountries()
    .map((country) => ({ country, name: names.of(country) ?? country }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ country, name }) => ({ country, label: `${name} (${dialCodeOf(country)})` }));
  countryChoicesByLanguage.set(language, choices);
  return choices;
}
