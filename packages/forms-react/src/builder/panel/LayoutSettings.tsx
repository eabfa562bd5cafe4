import {
  type ColumnNode,
  type FormContent,
  MAX_COLUMNS,
  MIN_COLUMNS,
  type RowNode,
  setColumnWidth,
  setNodeProperties,
  setRowColumnCount,
} from '@clinic/forms-core';
import { useId } from 'react';
import { usePanelTexts } from './panelTexts';

interface Props<N> {
  content: FormContent;
  node: N;
  onChange: (content: FormContent) => void;
}

const range = Array.from({ length: MAX_COLUMNS - MIN_COLUMNS + 1 }, (_, i) => i + MIN_COLUMNS);

/** A row's columns (1 to 12, even widths) and whether it shows on every page (id suffix). */
export function RowSettings({ content, node, onChange }: Props<RowNode>) {
  const texts = usePanelTexts();
  const id = useId();
  const suffix = typeof node.properties.idSuffix === 'string' ? node.properties.idSuffix : '';
  return (
    <div className="cfb-properties">
      <div className="cf-field">
        <label htmlFor={`${id}-columns`} className="cf-label">
          {texts.columns}
        </label>
        <select
          id={`${id}-columns`}
          className="cf-input"
          value={node.columns.length}
          onChange={(event) => {
            const result = setRowColumnCount(content, node.id, Number(event.target.value));
            if (result.ok) onChange(result.content);
          }}
        >
          {range.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
      <div className="cf-field">
        <label htmlFor={`${id}-suffix`} className="cf-label">
          {texts.idSuffix}
        </label>
        <input
          id={`${id}-suffix`}
          className="cf-input"
          value={suffix}
          onChange={(event) => {
            const { idSuffix: _, ...rest } = node.properties;
            const properties = event.target.value === '' ? rest : { ...rest, idSuffix: event.target.value };
            const result = setNodeProperties(content, node.id, properties);
            if (result.ok) onChange(result.content);
          }}
        />
      </div>
    </div>
  );
}

/** A column's width on the 12-column grid. */
export function ColumnSettings({ content, node, onChange }: Props<ColumnNode>) {
  const texts = usePanelTexts();
  const id = useId();
  return (
    <div className="cfb-properties">
      <div className="cf-field">
        <label htmlFor={id} className="cf-label">
          {texts.width}
        </label>
        <select
          id={id}
          className="cf-input"
          value={node.properties.cols}
          onChange={(event) => {
            const result = setColumnWidth(content, node.id, Number(event.target.value));
            if (result.ok) onChange(result.content);
          }}
        >
          {range.map((cols) => (
            <option key={cols} value={cols}>
              {cols}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
