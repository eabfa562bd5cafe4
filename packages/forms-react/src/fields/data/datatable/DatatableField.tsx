import '../../display/display.css';
import { EMPTY_VALUE_TEXT } from '@clinic/forms-core';
import { useState } from 'react';
import { fillText } from '../../../i18n/fillText';
import { useFormLanguage } from '../../../i18n/formLanguage';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { presentationOf } from '../../../render/presentation';
import { useFieldValue, useSetFieldValue } from '../../../store/useField';
import { useDataTexts } from '../dataTexts';
import { DatatableRowDialog } from './DatatableRowDialog';
import { type DatatableRow, datatableColumns, datatableRows, formatDatatableCell } from './datatableColumns';

/** Which row the dialog edits: a new one, or the row at an index. */
type Editing = { kind: 'add' } | { kind: 'edit'; index: number } | null;

/**
 * Datatable: rows of typed columns. Rows are added and edited in a dialog and deleted without
 * confirmation (forms.md section 4); cells show in the section 9 formats.
 */
export function DatatableField({
  node,
  mode,
  properties,
  editable,
  inputId,
  errorId,
  invalid,
}: FieldRendererProps) {
  const texts = useDataTexts();
  const language = useFormLanguage();
  const value = useFieldValue<unknown>(node.id);
  const setValue = useSetFieldValue(node.id);
  const [editing, setEditing] = useState<Editing>(null);
  const presentation = presentationOf(mode, editable);
  const columns = datatableColumns(properties.columns);
  const rows = datatableRows(value);
  const withActions = presentation !== 'static';
  const label = typeof properties.label === 'string' && properties.label ? properties.label : undefined;

  if (presentation === 'static' && rows.length === 0) {
    return (
      <output id={inputId} className="cf-static">
        {EMPTY_VALUE_TEXT}
      </output>
    );
  }

  const save = (row: DatatableRow) => {
    if (editing?.kind === 'edit')
      setValue(rows.map((current, index) => (index === editing.index ? row : current)));
    else setValue([...rows, row]);
    setEditing(null);
  };

  return (
    <div
      id={inputId}
      className={presentation === 'preview' ? 'cf-datatable cf-preview' : 'cf-datatable'}
      aria-describedby={invalid ? errorId : undefined}
      inert={presentation === 'preview' || undefined}
    >
      <div className="cf-table-scroll">
        <table className="cf-table">
          {label && <caption className="cf-visually-hidden">{label}</caption>}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.field} scope="col">
                  {column.text}
                </th>
              ))}
              {withActions && (
                <th scope="col" className="cf-table-actions">
                  <span className="cf-visually-hidden">{texts.actions}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (withActions ? 1 : 0)}>{EMPTY_VALUE_TEXT}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                // Rows have no id of their own: their position is what "Edit row N" names.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.field}>{formatDatatableCell(column, row[column.field], language)}</td>
                  ))}
                  {withActions && (
                    <td className="cf-table-actions">
                      <div className="cf-actions">
                        <button
                          type="button"
                          className="cf-link-button"
                          aria-label={fillText(texts.editRow, { n: index + 1 })}
                          onClick={() => setEditing({ kind: 'edit', index })}
                        >
                          {texts.edit}
                        </button>
                        <button
                          type="button"
                          className="cf-link-button"
                          aria-label={fillText(texts.deleteRow, { n: index + 1 })}
                          onClick={() => setValue(rows.filter((_, other) => other !== index))}
                        >
                          {texts.delete}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {withActions && (
        <div className="cf-actions">
          <button type="button" className="cf-button" onClick={() => setEditing({ kind: 'add' })}>
            {texts.addRow}
          </button>
        </div>
      )}
      {editing && (
        <DatatableRowDialog
          title={editing.kind === 'add' ? texts.addRow : fillText(texts.editRow, { n: editing.index + 1 })}
          columns={columns}
          initialRow={editing.kind === 'edit' ? (rows[editing.index] ?? {}) : {}}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
