import {
  type FormContent,
  type FormDefaults,
  modalSizes,
  stripDoubleBracesFromProperties,
} from '@clinic/forms-core';
import { useId, useState } from 'react';
import { CodeEditorDialog } from '../dialogs/CodeEditorDialog';
import { JsonTextEditor } from '../properties/JsonTextEditor';
import { usePanelTexts } from './panelTexts';

export interface FormDefaultsEditorProps {
  content: FormContent;
  onChange: (content: FormContent) => void;
  advanced: boolean;
}

type CodeKey = 'script' | 'scoreFunctionBody' | 'style';
const codeFields: ReadonlyArray<{ key: CodeKey; label: 'formScript' | 'scoreFunction' | 'formStyle' }> = [
  { key: 'script', label: 'formScript' },
  { key: 'scoreFunctionBody', label: 'scoreFunction' },
  { key: 'style', label: 'formStyle' },
];

/** The form's defaults: script, score function, style, modal size and view separation lines. */
export function FormDefaultsEditor({ content, onChange, advanced }: FormDefaultsEditorProps) {
  const texts = usePanelTexts();
  const id = useId();
  const [editing, setEditing] = useState<CodeKey | null>(null);
  const defaults = content.defaults;
  const change = (patch: Partial<FormDefaults>) => {
    const next = { ...defaults, ...patch };
    onChange({ ...content, defaults: advanced ? next : stripDoubleBracesFromProperties(next) });
  };
  const editingField = codeFields.find((field) => field.key === editing);
  return (
    <div className="cfb-properties">
      {codeFields.map(({ key, label }) => (
        <div key={key} className="cf-field">
          <label htmlFor={`${id}-${key}`} className="cf-label">
            {texts[label]}
          </label>
          <textarea
            id={`${id}-${key}`}
            className="cf-input cfb-code"
            rows={4}
            spellCheck={false}
            value={defaults[key]}
            onChange={(event) => change({ [key]: event.target.value })}
          />
          <button type="button" className="cfb-link-button" onClick={() => setEditing(key)}>
            {texts.openInCodeEditor(texts[label])}
          </button>
        </div>
      ))}
      <div className="cf-field">
        <label htmlFor={`${id}-modal`} className="cf-label">
          {texts.modalSize}
        </label>
        <select
          id={`${id}-modal`}
          className="cf-input"
          value={defaults.modalSize}
          onChange={(event) => {
            const size = modalSizes.find((value) => value === event.target.value);
            if (size) change({ modalSize: size });
          }}
        >
          {modalSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="cfb-check">
        <input
          id={`${id}-lines`}
          type="checkbox"
          checked={defaults.hideViewSeparationLines}
          onChange={(event) => change({ hideViewSeparationLines: event.target.checked })}
        />
        <label htmlFor={`${id}-lines`}>{texts.hideViewSeparationLines}</label>
      </div>
      {advanced && (
        <JsonTextEditor
          label={texts.treatmentPlanObjectivesMap}
          value={defaults.treatmentPlanObjectivesMap}
          check={(value) =>
            typeof value === 'object' && value !== null && !Array.isArray(value) ? null : texts.objectExpected
          }
          onChange={(value) => change({ treatmentPlanObjectivesMap: value as Record<string, unknown> })}
        />
      )}
      {editingField && (
        <CodeEditorDialog
          title={texts[editingField.label]}
          language="script"
          value={defaults[editingField.key]}
          onClose={() => setEditing(null)}
          onApply={(text) => {
            change({ [editingField.key]: text });
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
