import { canAddTextItem } from '@clinic/forms-core';
import { useId, useState } from 'react';
import { usePropertyEditorTexts } from './propertyEditorTexts';

export interface TextListEditorProps {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  disabled?: boolean;
}

/** A list of texts (options, saved responses): add a non-blank text, remove any. */
export function TextListEditor({ label, items, onChange, disabled }: TextListEditorProps) {
  const texts = usePropertyEditorTexts();
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
              aria-label={texts.remove(item)}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="cfb-inline">
        <label htmlFor={inputId} className="cfb-visually-hidden">
          {texts.newItemOf(label)}
        </label>
        <input
          id={inputId}
          className="cf-input"
          value={draft}
          placeholder={texts.newItem}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="cfb-button" onClick={add} disabled={!canAddTextItem(draft)}>
          {texts.add}
        </button>
      </div>
    </fieldset>
  );
}
