import { useRef, useState } from 'react';
import { emittedDate, maskDate, maskedToIso, storedToMasked } from './dateMask';
import { useInputTexts } from './inputTexts';

export interface DateMaskInputProps {
  id: string;
  /** The stored date: YYYY-MM-DD, or unfinished text. */
  value: string | null;
  onChange: (value: string | null) => void;
  disabled: boolean;
  min?: string | null;
  max?: string | null;
  invalid?: boolean;
  errorId?: string;
  required?: boolean;
  /** An accessible name when no label element points at the box. */
  ariaLabel?: string;
}

/**
 * A date typed as MM/DD/YYYY (masked) with a calendar button opening the browser's own date
 * picker, which is accessible and localised; both emit YYYY-MM-DD.
 */
export function DateMaskInput({
  id,
  value,
  onChange,
  disabled,
  min,
  max,
  invalid,
  errorId,
  required,
  ariaLabel,
}: DateMaskInputProps) {
  const texts = useInputTexts();
  const calendarRef = useRef<HTMLInputElement | null>(null);
  // The text keeps what is typed; a value set from outside (calendar, script) replaces it.
  const [state, setState] = useState({ text: storedToMasked(value), emitted: value });
  if (state.emitted !== value) setState({ text: storedToMasked(value), emitted: value });
  const emit = (text: string) => {
    const next = emittedDate(text);
    setState({ text, emitted: next });
    onChange(next);
  };
  return (
    <div className="cf-input-row">
      <input
        id={id}
        className="cf-input cf-date-input"
        inputMode="numeric"
        autoComplete="off"
        placeholder={texts.datePlaceholder}
        maxLength={10}
        disabled={disabled}
        value={state.text}
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        aria-required={required || undefined}
        onChange={(event) => emit(maskDate(event.currentTarget.value))}
      />
      {/* Its icon is the stylesheet's (inputs.css): no SVG elements in each of a form's date fields. */}
      <button
        type="button"
        className="cf-icon-button cf-calendar-button"
        aria-label={texts.openCalendar}
        disabled={disabled}
        onClick={() => calendarRef.current?.showPicker?.()}
      />
      <input
        ref={calendarRef}
        type="date"
        className="cf-calendar-proxy"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        min={min ?? undefined}
        max={max ?? undefined}
        value={maskedToIso(state.text) ?? ''}
        onChange={(event) => {
          const iso = event.currentTarget.value;
          emit(storedToMasked(iso === '' ? null : iso));
        }}
      />
    </div>
  );
}
