import { parseTemplate } from '@clinic/forms-core';
import { useId, useMemo } from 'react';
import { useBuilderServices } from '../services/builderServices';
import { useBuilderList } from '../services/useBuilderList';
import { type ListedChoice, ListedSelect } from './ListedSelect';
import { OptionListEditor, type OptionListEditorProps } from './options/OptionListEditor';
import { usePropertyEditorTexts } from './propertyEditorTexts';

export interface OptionsEditorProps {
  label: string;
  /** A list of options (texts or `{value, label, score}`), or a `{{collections.name}}` reference. */
  value: unknown;
  onChange: (value: unknown) => void;
  /** Tech staff and the advanced-options flag may take the options from a collection. */
  advanced: boolean;
  disabled?: boolean;
  other?: OptionListEditorProps['other'];
}

/** Chosen before a collection is: the reference names none yet. */
const NO_COLLECTION = '{{collections.}}';

function collectionOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parsed = parseTemplate(value);
  return parsed.ok ? (parsed.value.collection ?? null) : null;
}

/**
 * Options typed, pasted and reordered in place (issue 21.3), or (advanced, forms.md section 6)
 * read from a collection picked from the server's collection names.
 */
export function OptionsEditor({ label, value, onChange, advanced, disabled, other }: OptionsEditorProps) {
  const texts = usePropertyEditorTexts();
  const id = useId();
  const fromCollection = typeof value === 'string';
  const { collectionNames } = useBuilderServices();
  // Read only when the options come from a collection: most option lists are typed.
  const loadChoices = useMemo(
    () =>
      fromCollection && collectionNames
        ? async () => (await collectionNames()).map((name): ListedChoice => ({ value: name, label: name }))
        : undefined,
    [fromCollection, collectionNames],
  );
  const list = useBuilderList(loadChoices);
  return (
    <div className="cf-field">
      {advanced && (
        <div className="cfb-check">
          <input
            id={`${id}-collection`}
            type="checkbox"
            checked={fromCollection}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked ? NO_COLLECTION : [])}
          />
          <label htmlFor={`${id}-collection`}>{texts.fromCollection(label)}</label>
        </div>
      )}
      {fromCollection ? (
        <ListedSelect
          label={texts.collectionName}
          value={collectionOf(value) ?? ''}
          list={list}
          placeholder={texts.chooseCollection}
          disabled={disabled || !advanced}
          onChange={(name) => onChange(name ? `{{collections.${name}}}` : NO_COLLECTION)}
        />
      ) : (
        <OptionListEditor label={label} value={value} onChange={onChange} disabled={disabled} other={other} />
      )}
    </div>
  );
}
