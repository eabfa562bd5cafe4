import { useRef } from 'react';
import type { FieldRendererProps } from '../render/fieldRenderers';
import { useDefaultTextLabel } from './inputs/defaultOptionTexts';
import { type EditorProps, FieldModes } from './inputs/FieldModes';
import { numberProperty } from './inputs/propertyReaders';
import { TextControlFrame } from './inputs/TextControlFrame';
import { readText, textControlProps } from './inputs/textControlProps';
import { useAutoHeight } from './inputs/useAutoHeight';
import './inputs/inputs.css';

/** Textarea: rows (4), optional auto height, length limit and saved responses. */
export function TextareaField(props: FieldRendererProps) {
  return <FieldModes field={props} Editor={TextareaEditor} read={readText} />;
}

function TextareaEditor({ value, onChange, disabled, field }: EditorProps<string>) {
  const optionLabel = useDefaultTextLabel();
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const text = value ?? '';
  const autoHeight = field.properties.autoHeight === true;
  useAutoHeight(ref, text, { enabled: autoHeight, margin: true });
  return (
    <TextControlFrame
      field={field}
      text={text}
      disabled={disabled}
      onChange={onChange}
      menu={{ separator: '\n' }}
      counter
    >
      <textarea
        {...textControlProps(field, optionLabel)}
        ref={ref}
        className={autoHeight ? 'cf-input cf-textarea cf-auto-height' : 'cf-input cf-textarea'}
        rows={Math.max(1, numberProperty(field.properties, 'rows') ?? 4)}
        disabled={disabled}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </TextControlFrame>
  );
}
