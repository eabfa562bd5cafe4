import type { DisplayValue } from '@clinic/forms-core';
import { useState } from 'react';
import { useDefaultTextLabel } from './inputs/defaultOptionTexts';
import { type EditorProps, type FieldModes, fieldModesRenderer } from './inputs/FieldModes';
import { useInputTexts } from './inputs/inputTexts';
import { numberProperty } from './inputs/propertyReaders';
import { useTextControlFrame } from './inputs/TextControlFrame';
import { readText, textControlProps } from './inputs/textControlProps';
import './inputs/inputs.css';
import { EyeIcon, EyeOffIcon } from './inputs/icons';

// forms.md section 9: a password shows five asterisks, four in the grid rendering.
const fourAsterisks = (shown: DisplayValue, grid: boolean): DisplayValue =>
  grid && shown.kind === 'text' ? { kind: 'text', text: shown.text.slice(1) } : shown;

/** TextInput, EmailInput and PasswordInput: one text box, typed by elType. */
export const TextLikeField = fieldModesRenderer((node) =>
  node.elType === 'PasswordInput' ? passwordModes : textModes,
);

const spaceSeparated = { separator: ' ' };
const textModes: FieldModes<string> = { Editor: TextEditor, read: readText };
const passwordModes: FieldModes<string> = {
  Editor: PasswordEditor,
  read: readText,
  adjustShown: fourAsterisks,
};

function TextEditor({ value, onChange, disabled, field }: EditorProps<string>) {
  const optionLabel = useDefaultTextLabel();
  const isEmail = field.node.elType === 'EmailInput';
  const isText = field.node.elType === 'TextInput';
  const text = value ?? '';
  return useTextControlFrame(
    { field, text, disabled, onChange, menu: isText ? spaceSeparated : null, counter: isText },
    <input
      {...textControlProps(field, optionLabel)}
      className="cf-input"
      type={isEmail ? 'email' : 'text'}
      inputMode={isEmail ? 'email' : undefined}
      disabled={disabled}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
    />,
  );
}

function PasswordEditor({ value, onChange, disabled, field }: EditorProps<string>) {
  const optionLabel = useDefaultTextLabel();
  const texts = useInputTexts();
  const [shown, setShown] = useState(false);
  return (
    <div className="cf-input-row">
      <input
        {...textControlProps(field, optionLabel)}
        className="cf-input"
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        disabled={disabled}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <button
        type="button"
        className="cf-icon-button"
        aria-pressed={shown}
        aria-label={shown ? texts.hidePassword : texts.showPassword}
        disabled={disabled}
        onClick={() => setShown(!shown)}
      >
        {shown ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

/** Numbers and numeric text are kept (the catalogue accepts both); anything else reads as empty. */
function readNumber(raw: unknown): number | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return null;
}

/** NumberInput: emits a number, or null when cleared. */
export const NumberField = fieldModesRenderer({ Editor: NumberEditor, read: readNumber });

function NumberEditor({ value, onChange, disabled, field }: EditorProps<number>) {
  const optionLabel = useDefaultTextLabel();
  const min = numberProperty(field.properties, 'minValue');
  const max = numberProperty(field.properties, 'maxValue');
  // The box keeps the text as typed ("1." while typing 1.5); the store gets the number.
  const [text, setText] = useState(value === null ? '' : String(value));
  const shownText = readNumber(text) === value ? text : value === null ? '' : String(value);
  const unit = typeof field.properties.unit === 'string' ? field.properties.unit.trim() : '';
  const input = (
    <input
      {...textControlProps(field, optionLabel)}
      maxLength={undefined}
      className="cf-input"
      type="number"
      inputMode="decimal"
      step="any"
      min={min ?? undefined}
      max={max ?? undefined}
      disabled={disabled}
      value={shownText}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(readNumber(next));
      }}
    />
  );
  // A unit ("kg") shows after the box, where paper forms print it.
  return unit === '' ? (
    input
  ) : (
    <div className="cf-input-row">
      {input}
      <span className="cf-input-unit">{unit}</span>
    </div>
  );
}
