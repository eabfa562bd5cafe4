import { useEffect, useRef } from 'react';
import { useFormServices } from '../../services/formServices';
import { useDefaultTextLabel } from './defaultOptionTexts';
import { type EditorProps, fieldModesRenderer } from './FieldModes';
import { fillText, useInputTexts } from './inputTexts';
import { textListProperty, textProperty } from './propertyReaders';
import { SavedResponsesMenu } from './SavedResponsesMenu';
import { insertResponse, readText, textControlProps } from './textControlProps';
import { useAutofill } from './useAutofill';
import { useAutoHeight } from './useAutoHeight';
import './inputs.css';
import { SparkleIcon } from './icons';

/**
 * TextInput (AI Autofill): a text area of 1 to 4 rows filled from the document section in
 * sectionSelected, through the injected AutofillProvider. An empty field fills itself when it
 * opens for filling; the button fills it again on demand.
 */
export const AiAutofillField = fieldModesRenderer({ Editor: AiAutofillEditor, read: readText });

function AiAutofillEditor({ value, onChange, disabled, field }: EditorProps<string>) {
  const { autofill } = useFormServices();
  const texts = useInputTexts();
  const optionLabel = useDefaultTextLabel();
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const text = value ?? '';
  const section = textProperty(field.properties, 'sectionSelected') || null;
  const filler = useAutofill(disabled ? undefined : autofill, field.node.id, section, onChange);
  useAutoHeight(ref, text, { enabled: true, margin: false });
  const startedEmpty = useRef(text.trim() === '');
  const { run } = filler;
  useEffect(() => {
    if (startedEmpty.current) run();
  }, [run]);
  const statusText =
    filler.status === 'loading'
      ? texts.autofillLoading
      : filler.status === 'none'
        ? fillText(texts.autofillNone, { section: section ?? '' })
        : filler.status === 'error'
          ? texts.autofillFailed
          : autofill && !section && !disabled
            ? texts.autofillNoSection
            : '';
  return (
    <div className="cf-stack">
      <div className="cf-input-row">
        <textarea
          {...textControlProps(field, optionLabel)}
          ref={ref}
          className="cf-input cf-textarea cf-ai-textarea"
          rows={1}
          disabled={disabled}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {autofill && (
          <button
            type="button"
            className="cf-icon-button"
            title={texts.autofillRefill}
            aria-label={texts.autofill}
            disabled={disabled || !section || filler.status === 'loading'}
            onClick={filler.run}
          >
            <SparkleIcon />
          </button>
        )}
        {!disabled && (
          <SavedResponsesMenu
            componentId={field.node.id}
            responseOptions={textListProperty(field.properties, 'responseOptions')}
            currentText={text}
            onPick={(response) => onChange(insertResponse(text, response, '\n'))}
          />
        )}
      </div>
      <p className={filler.status === 'error' ? 'cf-hint cf-error' : 'cf-hint'} role="status">
        {statusText}
      </p>
    </div>
  );
}
