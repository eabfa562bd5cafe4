import { useEffect, useId, useState } from 'react';

export interface JsonTextEditorProps {
  label: string;
  value: unknown;
  /** Called with the parsed value when the text is valid JSON and the field loses focus. */
  onChange: (value: unknown) => void;
  rows?: number;
  disabled?: boolean;
  /** Extra check of the parsed value; returns the message to show, or null. */
  check?: (value: unknown) => string | null;
}

const pretty = (value: unknown) => JSON.stringify(value ?? null, null, 4);

/** A JSON value edited as text: applied on blur when it parses, else the error is shown. */
export function JsonTextEditor({ label, value, onChange, rows = 6, disabled, check }: JsonTextEditorProps) {
  const id = useId();
  const [text, setText] = useState(() => pretty(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(pretty(value));
    setError(null);
  }, [value]);
  const apply = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (cause) {
      setError(`Not valid JSON: ${cause instanceof Error ? cause.message : String(cause)}`);
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
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
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
