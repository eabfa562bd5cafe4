import {
  canAddDatatableColumn,
  DATATABLE_COLUMN_TYPE_CHOICES,
  datatableColumnField,
} from '@clinic/forms-core';
import { useId, useState } from 'react';
import { usePropertyEditorTexts } from './propertyEditorTexts';

export interface DatatableColumn {
  text: string;
  field: string;
  type: string;
  options: string[];
}

export interface DatatableColumnsEditorProps {
  label: string;
  columns: readonly DatatableColumn[];
  onChange: (columns: DatatableColumn[]) => void;
  disabled?: boolean;
}

/** Datatable columns: a non-blank name and a type; the field is the name without non-word characters. */
export function DatatableColumnsEditor({ label, columns, onChange, disabled }: DatatableColumnsEditorProps) {
  const texts = usePropertyEditorTexts();
  const [text, setText] = useState('');
  const [type, setType] = useState('');
  const [options, setOptions] = useState('');
  const id = useId();
  const draft = { text, type };
  const add = () => {
    if (!canAddDatatableColumn(draft)) return;
    const choices =
      type === 'select'
        ? options
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : [];
    onChange([
      ...columns,
      { text: text.trim(), field: datatableColumnField(text.trim()), type, options: choices },
    ]);
    setText('');
    setType('');
    setOptions('');
  };
  return (
    <fieldset className="cfb-fieldset" disabled={disabled}>
      <legend>{label}</legend>
      <ul className="cfb-list">
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns may share a field; the position is the identity
          <li key={index}>
            <span>
              {column.text} ({column.type})
            </span>
            <button
              type="button"
              className="cfb-icon-button"
              aria-label={texts.removeColumn(column.text)}
              onClick={() => onChange(columns.filter((_, at) => at !== index))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="cfb-inline cfb-wrap">
        <label htmlFor={`${id}-name`} className="cfb-visually-hidden">
          {texts.columnName}
        </label>
        <input
          id={`${id}-name`}
          className="cf-input"
          placeholder={texts.columnName}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <label htmlFor={`${id}-type`} className="cfb-visually-hidden">
          {texts.columnType}
        </label>
        <select id={`${id}-type`} className="cf-input" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{texts.columnTypePlaceholder}</option>
          {DATATABLE_COLUMN_TYPE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {type === 'select' && (
          <>
            <label htmlFor={`${id}-options`} className="cfb-visually-hidden">
              {texts.columnOptions}
            </label>
            <input
              id={`${id}-options`}
              className="cf-input"
              placeholder={texts.columnOptionsPlaceholder}
              value={options}
              onChange={(e) => setOptions(e.target.value)}
            />
          </>
        )}
        <button type="button" className="cfb-button" onClick={add} disabled={!canAddDatatableColumn(draft)}>
          {texts.addColumn}
        </button>
      </div>
    </fieldset>
  );
}
