import '../media.css';
import { formatDisplayDateTime } from '@clinic/forms-core';
import { type ChangeEvent, useId, useState } from 'react';
import { fillText } from '../../../i18n/fillText';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { presentationOf } from '../../../render/presentation';
import { useFieldValue, useSetFieldValue } from '../../../store/useField';
import { DisplayValueView } from '../../display/DisplayValueView';
import { ConfirmDialog } from '../../display/dialog/ConfirmDialog';
import { useDisplayValue } from '../../display/useDisplayValue';
import { useMediaTexts } from '../mediaTexts';
import { compressPicture } from './compressPicture';
import { pictureOf, pictureValue } from './pictureValue';
import { WebcamDialog } from './WebcamDialog';
import { PICTURE_PREVIEW_HEIGHT } from './webcamSize';

/** A file input shown as a button: the input stays focusable for the keyboard, the label is what shows. */
function FilePickButton({
  label,
  capture,
  disabled,
  onFile,
}: {
  label: string;
  capture?: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onFile(file);
  };
  return (
    <span className="cf-file-button">
      <input
        id={id}
        type="file"
        accept="image/*"
        className="cf-visually-hidden"
        capture={capture ? 'environment' : undefined}
        disabled={disabled}
        onChange={onChange}
      />
      <label htmlFor={id} className="cf-button">
        {label}
      </label>
    </span>
  );
}

/**
 * Picture: empty until taken with the device camera, uploaded from a file or captured from the
 * webcam; compressed to 0.5 MB and 900 px before it is kept. Remove asks first.
 */
export function PictureField({
  node,
  mode,
  properties,
  editable,
  inputId,
  errorId,
  invalid,
}: FieldRendererProps) {
  const texts = useMediaTexts();
  const value = useFieldValue<unknown>(node.id);
  const setValue = useSetFieldValue(node.id);
  const [webcamOpen, setWebcamOpen] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const [processing, setProcessing] = useState(false);
  const presentation = presentationOf(mode, editable);
  const current = pictureOf(value);
  const shown = useDisplayValue({ node, properties }, value);

  const image = current ? (
    <figure className="cf-picture-figure">
      <img
        className="cf-picture-image"
        src={current.picture}
        alt={texts.picturePreviewAlt}
        style={{ height: PICTURE_PREVIEW_HEIGHT }}
      />
      {current.date && (
        <figcaption className="cf-hint">
          {fillText(texts.takenOn, { date: formatDisplayDateTime(current.date) })}
        </figcaption>
      )}
    </figure>
  ) : null;

  if (presentation === 'static') return <DisplayValueView id={inputId} value={shown} label={texts.picture} />;

  const take = async (file: File) => {
    setWebcamOpen(false);
    setProcessing(true);
    const picture = await compressPicture(file);
    setProcessing(false);
    if (picture) setValue(pictureValue(picture));
  };
  const preview = presentation === 'preview';
  const label = typeof properties.label === 'string' && properties.label ? properties.label : texts.picture;

  return (
    <fieldset
      id={inputId}
      className={preview ? 'cf-picture cf-preview' : 'cf-picture'}
      aria-describedby={invalid ? errorId : undefined}
      aria-busy={processing || undefined}
      inert={preview || undefined}
    >
      <legend className="cf-visually-hidden">{label}</legend>
      {image}
      {processing && (
        <p className="cf-hint" role="status">
          {texts.processing}
        </p>
      )}
      <div className="cf-actions">
        {current ? (
          <button type="button" className="cf-button" onClick={() => setConfirmingRemove(true)}>
            {texts.remove}
          </button>
        ) : (
          <>
            <FilePickButton
              label={texts.camera}
              capture
              disabled={processing}
              onFile={(file) => void take(file)}
            />
            <FilePickButton
              label={texts.uploadFile}
              disabled={processing}
              onFile={(file) => void take(file)}
            />
            <button
              type="button"
              className="cf-button"
              disabled={processing}
              onClick={() => setWebcamOpen(true)}
            >
              {texts.webcam}
            </button>
          </>
        )}
      </div>
      {webcamOpen && (
        <WebcamDialog onCapture={(file) => void take(file)} onClose={() => setWebcamOpen(false)} />
      )}
      {confirmingRemove && (
        <ConfirmDialog
          message={texts.deletePictureConfirm}
          confirmLabel={texts.remove}
          onConfirm={() => {
            setConfirmingRemove(false);
            setValue(null);
          }}
          onCancel={() => setConfirmingRemove(false)}
        />
      )}
    </fieldset>
  );
}
