import { useRef } from 'react';
import type { FieldRendererProps } from '../render/fieldRenderers';
import { useDefaultTextLabel } from './inputs/defaultOptionTexts';
import { type EditorProps, FieldModes } from './inputs/FieldModes';
import { LengthCounter } from './inputs/LengthCounter';
import { numberProperty, textListProperty } from './inputs/propertyReaders';
import { useRevealOnInteraction } from './inputs/revealOnInteraction';
import { SavedResponsesMenu } from './inputs/SavedResponsesMenu';
import { insertResponse, readText, textControlProps } from './inputs/textControlProps';
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
  const [revealed, reveal] = useRevealOnInteraction();
  return (
    <div className="cf-stack" {...reveal}>
      <div className="cf-input-row">
        <textarea
          {...textControlProps(field, optionLabel)}
          ref={ref}
          className={autoHeight ? 'cf-input cf-textarea cf-auto-height' : 'cf-input cf-textarea'}
          rows={Math.max(1, numberProperty(field.properties, 'rows') ?? 4)}
          disabled={disabled}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {!disabled && revealed && (
          <SavedResponsesMenu
            componentId={field.node.id}
            responseOptions={textListProperty(field.properties, 'responseOptions')}
            currentText={text}
            onPick={(response) => onChange(insertResponse(text, response, '\n'))}
          />
        )}
      </div>
      {!disabled && <LengthCounter properties={field.properties} text={text} />}
    </div>
  );
}
