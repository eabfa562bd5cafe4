import { parseTemplate } from '@clinic/forms-core';
import { useId } from 'react';
import { TextListEditor } from './TextListEditor';

export interface OptionsEditorProps {
  label: string;
  /** A list of option texts, or a `{{collections.name}}` reference. */
  value: unknown;
  onChange: (value: unknown) => void;
  /** Tech staff and the advanced-options flag may take the options from a collection. */
  advanced: boolean;
  disabled?: boolean;
}

function collectionOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parsed = parseTemplate(value);
  return parsed.ok ? (parsed.value.collection ?? null) : null;
}

/** Options typed one by one, or (advanced) read from a named collection. */
export function OptionsEditor({ label, value, onChange, advanced, disabled }: OptionsEditorProps) {
  const id = useId();
  const collection = collectionOf(value);
  const fromCollection = typeof value === 'string';
  const items = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return (
    <div className="cf-field">
      {advanced && (
        <div className="cfb-check">
          <input
            id={`${id}-collection`}
            type="checkbox"
            checked={fromCollection}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked ? '{{collections.}}' : [])}
          />
          <label htmlFor={`${id}-collection`}>{`${label} from a collection`}</label>
        </div>
      )}
      {fromCollection ? (
        <>
          <label htmlFor={`${id}-name`} className="cf-label">
            Collection name
          </label>
          <input
            id={`${id}-name`}
            className="cf-input"
            value={collection ?? ''}
            disabled={disabled || !advanced}
            onChange={(event) => onChange(`{{collections.${event.target.value}}}`)}
          />
        </>
      ) : (
        <TextListEditor label={label} items={items} onChange={onChange} disabled={disabled} />
      )}
    </div>
  );
}
