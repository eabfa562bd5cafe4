import type { CountryCode } from 'libphonenumber-js';
import { useEffect, useState } from 'react';
import { useFormLanguage } from '../../i18n/formLanguage';
import { type EditorProps, fieldModesRenderer } from './FieldModes';
import { useInputTexts } from './inputTexts';
import {
  countryChoices,
  DIAL_CODE_DETECTION_DELAY_MS,
  detectCountry,
  dialCodeOf,
  formatPhone,
  PREFERRED_COUNTRY,
  replaceDialCode,
  storedPhone,
  withDialCode,
} from './phoneText';
import { readText } from './textControlProps';
import './inputs.css';

/** PhoneInput: a country (dial code) and the number; stored in international form ("+1 202 555 0142"). */
export const PhoneField = fieldModesRenderer({ Editor: PhoneEditor, read: readText });

function PhoneEditor({ value, onChange, disabled, field }: EditorProps<string>) {
  const texts = useInputTexts();
  const language = useFormLanguage();
  const [country, setCountry] = useState<CountryCode>(() => detectCountry(value ?? '', PREFERRED_COUNTRY));
  // The box keeps what is typed (a dial code alone included); a value set from outside replaces it.
  const [state, setState] = useState({ text: value ?? '', emitted: value });
  if (state.emitted !== value) setState({ text: value ?? '', emitted: value });
  const emit = (text: string) => {
    const next = storedPhone(text);
    setState({ text, emitted: next });
    onChange(next);
  };
  // The country follows the typed dial code once typing pauses (forms.md section 9: 400 ms).
  useEffect(() => {
    const timer = setTimeout(
      () => setCountry((current) => detectCountry(state.text, current)),
      DIAL_CODE_DETECTION_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state.text]);
  return (
    <div className="cf-input-row cf-phone">
      {/* Closed, the picker shows the country's code and dial code ("US +1"), which fits a
          phone; opened, the native list names every country in full. */}
      <span className="cf-input cf-country">
        <span aria-hidden="true">
          {country} {dialCodeOf(country)}
        </span>
        <select
          className="cf-country-select"
          aria-label={texts.country}
          disabled={disabled}
          value={country}
          onChange={(event) => {
            const next = event.currentTarget.value as CountryCode;
            emit(replaceDialCode(state.text, country, next));
            setCountry(next);
          }}
        >
          {countryChoices(language).map((choice) => (
            <option key={choice.country} value={choice.country}>
              {choice.label}
            </option>
          ))}
        </select>
      </span>
      <input
        id={field.inputId}
        className="cf-input"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder={`${dialCodeOf(country)} …`}
        disabled={disabled}
        value={state.text}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.invalid ? field.errorId : undefined}
        aria-required={field.properties.required === true || undefined}
        onFocus={() => {
          if (state.text === '') setState({ text: `${dialCodeOf(country)} `, emitted: state.emitted });
        }}
        onChange={(event) => emit(withDialCode(event.currentTarget.value, country))}
        onBlur={() => {
          const stored = storedPhone(state.text);
          const shown = stored === '' ? '' : formatPhone(stored);
          // Leaving an untouched box must not mark the form changed.
          if (shown === (value ?? '')) setState({ text: shown, emitted: value });
          else emit(shown);
        }}
      />
    </div>
  );
}
