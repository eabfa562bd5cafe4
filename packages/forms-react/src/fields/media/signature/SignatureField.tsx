import '../media.css';
import { EMPTY_VALUE_TEXT, formatDisplayDateTime, signedByMaxLength } from '@clinic/forms-core';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { fillText } from '../../../i18n/fillText';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { presentationOf } from '../../../render/presentation';
import { useFormServices } from '../../../services/formServices';
import { canUseMySignature } from '../../../services/formUser';
import { useFieldValue, useSetFieldValue } from '../../../store/useField';
import { DisplayValueView } from '../../display/DisplayValueView';
import { useDisplayValue } from '../../display/useDisplayValue';
import { useMediaTexts } from '../mediaTexts';
import { SignaturePadDialog } from './SignaturePadDialog';
import {
  limitSignedBy,
  signatureDateOf,
  signatureImageOf,
  signatureTypeOf,
  signedByOf,
  signedValue,
  signerName,
} from './signatureValue';
import { useFocusAfterSigning } from './useFocusAfterSigning';

/** The signature image, or '--' when there is none. */
function SignatureImage({ image, alt }: { image: string | null; alt: string }) {
  if (!image) return <span className="cf-signature-box cf-signature-empty">{EMPTY_VALUE_TEXT}</span>;
  return <img className="cf-signature-box cf-signature-image" src={image} alt={alt} />;
}

/**
 * Signature: empty until signed on the pad ("Please Sign"), with "Use My Signature" or on a
 * Topaz tablet; Clear returns it to empty. Signed By (at most 50 characters) and the date are
 * kept with the image; the date can be changed when `dateEditable` is set.
 */
export function SignatureField({
  node,
  mode,
  properties,
  editable,
  inputId,
  errorId,
  invalid,
}: FieldRendererProps) {
  const texts = useMediaTexts();
  const { user } = useFormServices();
  const value = useFieldValue<unknown>(node.id);
  const setValue = useSetFieldValue(node.id);
  const [padOpen, setPadOpen] = useState(false);
  const signedById = useId();
  const dateId = useId();
  const presentation = presentationOf(mode, editable);
  const type = signatureTypeOf(properties.type);
  const image = signatureImageOf(value);
  const signedBy = signedByOf(value);
  const date = signatureDateOf(value);
  const alt = signedBy ? fillText(texts.signatureOf, { name: signedBy }) : texts.signature;
  const shown = useDisplayValue({ node, properties }, value);
  const focus = useFocusAfterSigning(image !== null);

  if (presentation === 'static') return <DisplayValueView id={inputId} value={shown} label={alt} />;

  const preview = presentation === 'preview';
  const sign = (signature: string) => {
    setValue(signedValue({ image: signature, type, user, previous: value }));
    setPadOpen(false);
    focus.expectChange();
  };
  const update = (change: { signedBy?: string; date?: string }) =>
    setValue({ ...(typeof value === 'object' && value !== null ? value : {}), ...change });
  const mySignature = canUseMySignature(user, type) ? user?.signatureDataUrl : null;

  return (
    <fieldset
      id={inputId}
      className={preview ? 'cf-signature cf-preview' : 'cf-signature'}
      aria-describedby={invalid ? errorId : undefined}
      inert={preview || undefined}
    >
      <legend className="cf-visually-hidden">
        {typeof properties.label === 'string' && properties.label ? properties.label : texts.signature}
      </legend>
      <SignatureImage image={image} alt={alt} />
      <div className="cf-actions">
        {!image && (
          <button
            ref={focus.signRef}
            type="button"
            className="cf-button cf-button-primary"
            onClick={() => setPadOpen(true)}
          >
            {texts.sign}
          </button>
        )}
        {!image && mySignature && (
          <button type="button" className="cf-button" onClick={() => sign(mySignature)}>
            {texts.useMySignature}
          </button>
        )}
        {image && (
          <button
            ref={focus.clearRef}
            type="button"
            className="cf-button"
            onClick={() => {
              setValue(null);
              focus.expectChange();
            }}
          >
            {texts.clear}
          </button>
        )}
      </div>
      <div className="cf-signature-details">
        <div className="cf-modal-field">
          <label htmlFor={signedById}>{texts.signedBy}</label>
          <input
            id={signedById}
            className="cf-input"
            value={signedBy}
            maxLength={signedByMaxLength}
            aria-describedby={`${signedById}-hint`}
            onChange={(event) => update({ signedBy: limitSignedBy(event.currentTarget.value) })}
          />
          <span id={`${signedById}-hint`} className="cf-hint">
            {fillText(texts.signedByHint, { max: signedByMaxLength })}
          </span>
        </div>
        <div className="cf-modal-field">
          {properties.dateEditable === true && image ? (
            <>
              <label htmlFor={dateId}>{texts.date}</label>
              <input
                id={dateId}
                className="cf-input"
                type="datetime-local"
                step={1}
                value={date ? dayjs(date).format('YYYY-MM-DDTHH:mm:ss') : ''}
                onChange={(event) => {
                  const typed = event.currentTarget.value;
                  if (typed) update({ date: dayjs(typed).format('YYYY-MM-DDTHH:mm:ss') });
                }}
              />
            </>
          ) : (
            <>
              <span className="cf-fact-label">{texts.date}</span>
              <span>{formatDisplayDateTime(date)}</span>
            </>
          )}
        </div>
      </div>
      {padOpen && (
        <SignaturePadDialog
          typedNameDefault={signedBy || signerName(type, user)}
          onSave={sign}
          onClose={() => setPadOpen(false)}
        />
      )}
    </fieldset>
  );
}
