import '../../display/display.css';
import { optionFor, toIsoTime } from '@clinic/forms-core';
import { useId, useState } from 'react';
import { DialogActions } from '../../display/dialog/DialogActions';
import { ModalDialog } from '../../display/dialog/ModalDialog';
import { useDataTexts } from '../dataTexts';
import type { DatatableColumn, DatatableRow } from './datatableColumns';

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** What a column's control emits: dates YYYY-MM-DD (the date input's own), times HH:mm:ss. */
function storedValue(column: DatatableColumn, typed: string): string {
  if (column.type === 'time') return typed === '' ? '' : (toIsoTime(typed) ?? typed);
  return typed;
}

function ColumnControl({
  column,
  id,
  value,
  onChange,
}: {
  column: DatatableColumn;
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const texts = useDataTexts();
  if (column.type === 'select') {
    return (
      <select
        id={id}
        className="cf-input"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{texts.choose}</option>
        {/* A stored value no longer among the options stays visible rather than being lost. */}
        {value && !optionFor(column.options, value) && <option value={value}>{value}</option>}
        {column.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const type = column.type === 'date' ? 'date' : column.type === 'time' ? 'time' : 'text';
  return (
    <input
      id={id}
      className="cf-input"
      type={type}
      step={column.type === 'time' ? 1 : undefined}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** "Add row" / "Edit row N": one control per column; Save keeps the row, Cancel or Escape drops the changes. */
export function DatatableRowDialog({
  title,
  columns,
  initialRow,
  onSave,
  onClose,
}: {
  title: string;
  columns: readonly DatatableColumn[];
  initialRow: DatatableRow;
  onSave: (row: DatatableRow) => void;
  onClose: () => void;
}) {
  const texts = useDataTexts();
  const idPrefix = useId();
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(columns.map((column) => [column.field, textOf(initialRow[column.field])])),
  );
  const blank = columns.every((column) => (draft[column.field] ?? '').trim() === '');
  const submit = () => {
    if (blank) return;
    const row: DatatableRow = { ...initialRow };
    for (const column of columns) row[column.field] = storedValue(column, (draft[column.field] ?? '').trim());
    onSave(row);
  };
  return (
    <ModalDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      footer={
        <DialogActions
          cancelLabel={texts.cancel}
          onCancel={onClose}
          confirmLabel={texts.save}
          confirmDisabled={blank}
        />
      }
    >
      <div className="cf-modal-form">
        {columns.map((column) => {
          const controlId = `${idPrefix}-${column.field}`;
          return (
            <div key={column.field} className="cf-modal-field">
              <label htmlFor={controlId}>{column.text}</label>
              <ColumnControl
                column={column}
                id={controlId}
                value={draft[column.field] ?? ''}
                onChange={(value) => setDraft((current) => ({ ...current, [column.field]: value }))}
              />
            </div>
          );
        })}
      </div>
    </ModalDialog>
  );
}
