import { canAddTextItem } from '@clinic/forms-core';
import { useId, useState } from 'react';

export interface TextListEditorProps {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  disabled?: boolean;
}

/** A list of texts (options, saved responses): add a non-blank text, remove any. */
export function TextListEditor({ label, items, onChange, disabled }: TextListEditorProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const add = () => {
    if (!canAddTextItem(draft)) return;
    onChange([...items, draft.trim()]);
    setDraft('');
  };
  return (
    <fieldset className="cfb-fieldset" disabled={disabled}>
      <legend>{label}</legend>
      <ul className="cfb-list">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: texts may repeat; the position is the identity
          <li key={index}>
            <span>{item}</span>
            <button
              type="button"
              className="cfb-icon-button"
              aria-label={`Remove ${item}`}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="cfb-inline">
        <label htmlFor={inputId} className="cfb-visually-hidden">
          {`New item of ${label}`}
        </label>
        <input
          id={inputId}
          className="cf-input"
          value={draft}
          placeholder="New item"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="cfb-button" onClick={add} disabled={!canAddTextItem(draft)}>
          Add
        </button>
      </div>
    </fieldset>
  );
}
