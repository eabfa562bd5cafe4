import { optionFor, readOptions } from '@clinic/forms-core';
import { ChoiceGroup } from './ChoiceGroup';
import { useDefaultTextLabel } from './defaultOptionTexts';
import { type EditorProps, fieldModesRenderer } from './FieldModes';
import { useInputTexts } from './inputTexts';
import './inputs.css';

function readChoice(raw: unknown): string | number | null {
  if (typeof raw === 'string') return raw === '' ? null : raw;
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
}

/** SingleChoice: radio buttons; the value is the chosen option (text, or a collection's number). */
export const SingleChoiceField = fieldModesRenderer({ Editor: SingleChoiceEditor, read: readChoice });

function SingleChoiceEditor({ value, onChange, disabled, field }: EditorProps<string | number>) {
  const texts = useInputTexts();
  const optionLabel = useDefaultTextLabel();
  const options = readOptions(field.properties.options);
  const chosen = optionFor(options, value);
  return (
    <div className="cf-stack">
      <ChoiceGroup field={field}>
        {options.map((option) => (
          <label key={String(option.value)} className="cf-choice">
            <input
              type="radio"
              name={field.inputId}
              value={String(option.value)}
              checked={chosen === option}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            {optionLabel(option.label)}
          </label>
        ))}
      </ChoiceGroup>
      {field.revealed && value !== null && !disabled && field.properties.required !== true && (
        <button type="button" className="cf-link-button" onClick={() => onChange(null)}>
          {texts.clearSelection}
        </button>
      )}
    </div>
  );
}
