import { type CataloguePropertyMeta, clampToMinimum } from '@clinic/forms-core';
import { useId, useState } from 'react';
import { useCatalogueText } from '../catalogueTexts';
import { RichTextProperty } from '../richText/RichTextProperty';
import { ExpressionAssist } from '../rules/ExpressionAssist';
import { AlertWhenEditor } from './AlertWhenEditor';
import { type DatatableColumn, DatatableColumnsEditor } from './DatatableColumnsEditor';
import { FormChoiceEditor } from './FormChoiceEditor';
import { JsonTextEditor } from './JsonTextEditor';
import { OptionsEditor, type OptionsEditorProps } from './OptionsEditor';
import { TextListEditor } from './TextListEditor';
import { type WeightedItem, WeightedListEditor } from './WeightedListEditor';

export interface PropertyFieldProps {
  meta: CataloguePropertyMeta;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled?: boolean;
  /** Tech staff or the advanced-options flag (options from a collection). */
  advanced?: boolean;
  /** The component's options: "Alert when…" offers them. */
  fieldOptions?: unknown;
  /** The component's "Other (please specify)" switch, shown with its options. */
  other?: OptionsEditorProps['other'];
}

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const listOf = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** One property's editor, chosen by the kind the catalogue declares, with the catalogue's help text under it. */
export function PropertyField(props: PropertyFieldProps) {
  const helpId = useId();
  const { help } = props.meta;
  const catalogueText = useCatalogueText();
  return (
    <div className="cfb-property" data-property={props.meta.name}>
      <PropertyEditor {...props} describedBy={help ? helpId : undefined} />
      {help && (
        <p id={helpId} className="cfb-help">
          {catalogueText(help)}
        </p>
      )}
    </div>
  );
}

function PropertyEditor({
  meta,
  value,
  onChange,
  disabled,
  advanced = false,
  fieldOptions,
  describedBy,
  other,
}: PropertyFieldProps & { describedBy: string | undefined }) {
  const id = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const catalogueText = useCatalogueText();
  const { kind } = meta;
  const label = catalogueText(meta.label);
  // What an empty value means ("No maximum"), never a raw null.
  const placeholder = meta.emptyText === undefined ? undefined : catalogueText(meta.emptyText);
  if (kind === 'boolean') {
    return (
      <div className="cfb-check">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  }
  if (kind === 'options') {
    return (
      <OptionsEditor
        label={label}
        value={value}
        onChange={onChange}
        advanced={advanced}
        disabled={disabled}
        other={other}
      />
    );
  }
  if (kind === 'textList') {
    return (
      <TextListEditor label={label} items={listOf<string>(value)} onChange={onChange} disabled={disabled} />
    );
  }
  if (kind === 'weightedOptions') {
    return (
      <WeightedListEditor
        label={label}
        items={listOf<WeightedItem>(value)}
        onChange={onChange}
        disabled={disabled}
      />
    );
  }
  if (kind === 'datatableColumns') {
    return (
      <DatatableColumnsEditor
        label={label}
        columns={listOf<DatatableColumn>(value)}
        onChange={onChange}
        disabled={disabled}
      />
    );
  }
  if (kind === 'richText') {
    return (
      <RichTextProperty
        label={label}
        value={value}
        onChange={onChange}
        computed={meta.computed}
        disabled={disabled}
      />
    );
  }
  if (kind === 'form') {
    return (
      <FormChoiceEditor
        label={label}
        value={value}
        onChange={onChange}
        categories={meta.formCategories ?? []}
        disabled={disabled}
      />
    );
  }
  if (kind === 'fieldAlert') {
    return (
      <AlertWhenEditor
        label={label}
        value={value}
        onChange={onChange}
        answers={meta.alertAnswers ?? 'options'}
        options={fieldOptions}
        disabled={disabled}
      />
    );
  }
  if (kind === 'json') {
    return (
      <JsonTextEditor
        label={label}
        value={value}
        onChange={onChange}
        disabled={disabled}
        rows={3}
        emptyText={meta.nullable ? (placeholder ?? '') : undefined}
        describedBy={describedBy}
      />
    );
  }
  const field = (() => {
    if (kind === 'select') {
      return (
        <select
          id={id}
          className="cf-input"
          value={textOf(value)}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        >
          {(meta.choices ?? []).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {catalogueText(choice.label)}
            </option>
          ))}
        </select>
      );
    }
    if (kind === 'number') {
      return (
        <input
          id={id}
          className="cf-input"
          type="number"
          min={meta.min}
          value={textOf(value)}
          placeholder={placeholder}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(e) => {
            const text = e.target.value;
            if (text === '') onChange(meta.nullable ? null : (meta.min ?? 0));
            else onChange(meta.min === undefined ? Number(text) : clampToMinimum(Number(text), meta.min));
          }}
        />
      );
    }
    if (kind === 'multilineText' || kind === 'code') {
      return (
        <textarea
          id={id}
          className={`cf-input${kind === 'code' ? ' cfb-code' : ''}`}
          rows={kind === 'code' ? 4 : 3}
          value={textOf(value)}
          disabled={disabled}
          aria-describedby={describedBy}
          spellCheck={kind !== 'code'}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
    return (
      <input
        id={id}
        className="cf-input"
        type={kind === 'date' ? 'date' : 'text'}
        value={textOf(value)}
        placeholder={placeholder}
        disabled={disabled}
        aria-describedby={describedBy}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  })();
  return (
    <div className="cf-field">
      <label htmlFor={id} className="cf-label">
        {label}
      </label>
      {field}
      {advanced &&
        typeof value === 'string' &&
        (kind === 'text' || kind === 'multilineText' || kind === 'code') && (
          <ExpressionAssist text={value} caret={caret} script={kind === 'code'} onChange={onChange} />
        )}
    </div>
  );
}
