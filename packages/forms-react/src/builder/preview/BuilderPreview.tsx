import { assignPages, type FormContent } from '@clinic/forms-core';
import { useId, useMemo, useState } from 'react';
import type { DisplayMode } from '../../render/displayMode';
import { FormStoreProvider } from '../../store/FormStoreContext';
import { createFormStore } from '../../store/formStore';
import { FormViewer } from '../../viewer/FormViewer';

const modes: ReadonlyArray<{ mode: DisplayMode; label: string }> = [
  { mode: 'form-submitter', label: 'Filling in (form-submitter)' },
  { mode: 'form-viewer', label: 'Read-only (form-viewer)' },
  { mode: 'e-form', label: 'Patient portal (e-form)' },
  { mode: 'printable', label: 'Printable' },
  { mode: 'form-builder', label: 'Design preview (form-builder)' },
];

/** The form as users will see it, in any display mode; conditions and paging work as filled in. */
export function BuilderPreview({ content }: { content: FormContent }) {
  const id = useId();
  const [mode, setMode] = useState<DisplayMode>('form-submitter');
  const store = useMemo(() => createFormStore({ content: assignPages(content) }), [content]);
  return (
    <div className="cfb-preview-pane">
      <div className="cfb-inline">
        <label htmlFor={id} className="cf-label">
          Preview mode
        </label>
        <select
          id={id}
          className="cf-input"
          value={mode}
          onChange={(event) => setMode(event.target.value as DisplayMode)}
        >
          {modes.map((option) => (
            <option key={option.mode} value={option.mode}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {/* One store for every mode: what was typed stays while switching modes. */}
      <FormStoreProvider store={store}>
        <FormViewer mode={mode} />
      </FormStoreProvider>
    </div>
  );
}
