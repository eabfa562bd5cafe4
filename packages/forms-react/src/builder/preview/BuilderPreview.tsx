import { assignPages, type FormContent, sampleResults } from '@clinic/forms-core';
import { type CSSProperties, useId, useMemo, useState } from 'react';
import { PrintableForm } from '../../printable/PrintableForm';
import type { DisplayMode } from '../../render/displayMode';
import { FormStoreProvider } from '../../store/FormStoreContext';
import { createFormStore } from '../../store/formStore';
import { FormViewer } from '../../viewer/FormViewer';
import { type PreviewDevice, previewDevices, previewModes } from './previewOptions';
import { usePreviewTexts } from './previewTexts';

/**
 * The form as its users will see it: in any display mode, in a frame as wide as a phone, a
 * tablet or a desktop screen, filled with sample answers (forms-core sampleResults) or empty.
 * Conditions and paging work as when filled in.
 */
export function BuilderPreview({ content }: { content: FormContent }) {
  const texts = usePreviewTexts();
  const id = useId();
  const [mode, setMode] = useState<DisplayMode>('form-submitter');
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [withSamples, setWithSamples] = useState(true);
  const store = useMemo(() => {
    const paged = assignPages(content);
    return createFormStore({
      content: paged,
      ...(withSamples ? { initialResults: sampleResults(paged) } : {}),
    });
  }, [content, withSamples]);
  const width = previewDevices.find((option) => option.device === device)?.width ?? 1200;
  return (
    <section className="cfb-preview-pane" aria-label={texts.preview}>
      <div className="cfb-preview-toolbar">
        <fieldset className="cfb-segmented">
          <legend className="cfb-visually-hidden">{texts.screenWidth}</legend>
          {previewDevices.map((option) => (
            <button
              key={option.device}
              type="button"
              aria-pressed={device === option.device}
              onClick={() => setDevice(option.device)}
            >
              {texts.device(texts.devices[option.device], option.width)}
            </button>
          ))}
        </fieldset>
        <div className="cfb-inline">
          <label htmlFor={`${id}-mode`} className="cf-label">
            {texts.displayMode}
          </label>
          <select
            id={`${id}-mode`}
            className="cf-input"
            value={mode}
            onChange={(event) => setMode(event.target.value as DisplayMode)}
          >
            {previewModes.map((option) => (
              <option key={option} value={option}>
                {texts.modes[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="cfb-check">
          <input
            id={`${id}-samples`}
            type="checkbox"
            checked={withSamples}
            onChange={(event) => setWithSamples(event.target.checked)}
          />
          <label htmlFor={`${id}-samples`}>{texts.sampleAnswers}</label>
        </div>
      </div>
      {/* The frame scrolls inside the pane when the screen is wider than the pane. */}
      <div className="cfb-device-stage">
        <div
          className="cfb-device"
          data-device={device}
          style={{ '--cfb-device-width': `${width}px` } as CSSProperties}
        >
          {/* One store for every mode and width: what was typed stays while switching. */}
          <FormStoreProvider store={store}>
            {mode === 'printable' ? <PrintableForm /> : <FormViewer mode={mode} />}
          </FormStoreProvider>
        </div>
      </div>
    </section>
  );
}
