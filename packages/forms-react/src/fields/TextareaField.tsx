import { useRef } from 'react';
import { useDefaultTextLabel } from './inputs/defaultOptionTexts';
import { type EditorProps, fieldModesRenderer } from './inputs/FieldModes';
import { numberProperty } from './inputs/propertyReaders';
import { useTextControlFrame } from './inputs/TextControlFrame';
import { readText, textControlProps } from './inputs/textControlProps';
import { useAutoHeight } from './inputs/useAutoHeight';
import './inputs/inputs.css';

/** Textarea: rows (4), optional auto height, length limit and saved responses. */
export const TextareaField = fieldModesRenderer({ Editor: TextareaEditor, read: readText });

const lineSeparated = { separator: '\n' };

function TextareaEditor({ value, onChange, disabled, field }: EditorProps<string>) {
  const optionLabel = useDefaultTextLabel();
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const text = value ?? '';
  const autoHeight = field.properties.autoHeight === true;
  useAutoHeight(ref, text, { enabled: autoHeight, margin: true });
  return useTextControlFrame(
    { field, text, disabled, onChange, menu: lineSeparated, counter: true },
    <textarea
      {...textControlProps(field, optionLabel)}
      ref={ref}
      className={autoHeight ? 'cf-input cf-textarea cf-auto-height' : 'cf-input cf-textarea'}
      rows={Math.max(1, numberProperty(field.properties, 'rows') ?? 4)}
      disabled={disabled}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
    />,
  );
}
