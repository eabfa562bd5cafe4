import { canAddWeightedItem } from '@clinic/forms-core';
import { useId, useState } from 'react';
import { usePropertyEditorTexts } from './propertyEditorTexts';

export interface WeightedItem {
  text: string;
  value: number;
}

export interface WeightedListEditorProps {
  label: string;
  items: readonly WeightedItem[];
  onChange: (items: WeightedItem[]) => void;
  disabled?: boolean;
}

/** Answers with a score: added only with a non-blank text and a numeric value (0 counts). */
export function WeightedListEditor({ label, items, onChange, disabled }: WeightedListEditorProps) {
  const texts = usePropertyEditorTexts();
  const [text, setText] = useState('');
  const [value, setValue] = useState('');
  const id = useId();
  const draft = { text, value };
  const add = () => {
    if (!canAddWeightedItem(draft)) return;
    onChange([...items, { text: text.trim(), value: Number(value) }]);
    setText('');
    setValue('');
  };
  return (
    <fieldset className="cfb-fieldset" disabled={disabled}>
      <legend>{label}</legend>
      <ul className="cfb-list">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: answers may repeat; the position is the identity
          <li key={index}>
            <span>
              {item.text} ({item.value})
            </span>
            <button
              type="button"
              className="cfb-icon-button"
              aria-label={texts.remove(item.text)}
              onClick={() => onChange(items.filter((_, at) => at !== index))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="cfb-inline">
        <label htmlFor={`${id}-text`} className="cfb-visually-hidden">
          {texts.answerText}
        </label>
        <input
          id={`${id}-text`}
          className="cf-input"
          placeholder={texts.answerTextPlaceholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <label htmlFor={`${id}-value`} className="cfb-visually-hidden">
          {texts.answerValue}
        </label>
        <input
          id={`${id}-value`}
          className="cf-input cfb-narrow"
          type="number"
          placeholder={texts.answerValuePlaceholder}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="button" className="cfb-button" onClick={add} disabled={!canAddWeightedItem(draft)}>
          {texts.add}
        </button>
      </div>
    </fieldset>
  );
}
