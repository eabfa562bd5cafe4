import { useEffect, useId, useState } from 'react';
import { usePropertyEditorTexts } from './propertyEditorTexts';

export interface JsonTextEditorProps {
  label: string;
  value: unknown;
  /** Called with the parsed value when the text is valid JSON and the field loses focus. */
  onChange: (value: unknown) => void;
  rows?: number;
  disabled?: boolean;
  /** Extra check of the parsed value; returns the message to show, or null. */
  check?: (value: unknown) => string | null;
  /**
   * For a value that may be null: null is shown as an empty box with this placeholder (users
   * read "No default value", not `null`), and an emptied box stores null.
   */
  emptyText?: string;
  /** The id of a help text under the editor. */
  describedBy?: string;
}

const pretty = (value: unknown, emptyText: string | undefined) =>
  emptyText !== undefined && (value === null || value === undefined)
    ? ''
    : JSON.stringify(value ?? null, null, 4);

/** A JSON value edited as text: applied on blur when it parses, else the error is shown. */
export function JsonTextEditor({
  label,
  value,
  onChange,
  rows = 6,
  disabled,
  check,
  emptyText,
  describedBy,
}: JsonTextEditorProps) {
  const texts = usePropertyEditorTexts();
  const id = useId();
  const [text, setText] = useState(() => pretty(value, emptyText));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(pretty(value, emptyText));
    setError(null);
  }, [value, emptyText]);
  const apply = () => {
    if (emptyText !== undefined && text.trim() === '') {
      setError(null);
      onChange(null);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (cause) {
      setError(texts.notValidJson(cause instanceof Error ? cause.message : String(cause)));
      return;
    }
    const problem = check?.(parsed) ?? null;
    setError(problem);
    if (!problem) onChange(parsed);
  };
  return (
    <div className="cf-field">
      <label htmlFor={id} className="cf-label">
        {label}
      </label>
      <textarea
        id={id}
        className="cf-input cfb-code"
        rows={rows}
        value={text}
        disabled={disabled}
        spellCheck={false}
        placeholder={emptyText}
        aria-invalid={error !== null}
        aria-describedby={
          [error ? `${id}-error` : undefined, describedBy].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
      />
      {error && (
        <p id={`${id}-error`} className="cf-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
