import '../../display/display.css';
import { datatableCell, EMPTY_VALUE_TEXT } from '@clinic/forms-core';
import { useState } from 'react';
import { fillText } from '../../../i18n/fillText';
import type { FieldRendererProps } from '../../../render/fieldRenderers';
import { presentationOf } from '../../../render/presentation';
import { useFieldValue, useSetFieldValue } from '../../../store/useField';
import { DisplayCellView, DisplayValueView } from '../../display/DisplayValueView';
import { useDisplayOptions, useDisplayValue } from '../../display/useDisplayValue';
import { useDataTexts } from '../dataTexts';
import { DatatableRowDialog } from './DatatableRowDialog';
import { type DatatableRow, datatableColumns, datatableRows } from './datatableColumns';

/** Which row the dialog edits: a new one, or the row at an index. */
type Editing = { kind: 'add' } | { kind: 'edit'; index: number } | null;

/**
 * Datatable: rows of typed columns. Rows are added and edited in a dialog and deleted without
 * confirmation (forms.md section 4); cells show in the section 9 formats (forms-core's
 * datatableCell), and read-only it is forms-core's display value.
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
  const options = useDisplayOptions();
  const value = useFieldValue<unknown>(node.id);
  const shown = useDisplayValue({ node, properties }, value);
  const setValue = useSetFieldValue(node.id);
  const [editing, setEditing] = useState<Editing>(null);
  const presentation = presentationOf(mode, editable);
  const columns = datatableColumns(properties.columns);
  const rows = datatableRows(value);
  const label = typeof properties.label === 'string' && properties.label ? properties.label : undefined;

  if (presentation === 'static') return <DisplayValueView id={inputId} value={shown} label={label} />;

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
              <th scope="col" className="cf-table-actions">
                <span className="cf-visually-hidden">{texts.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1}>{EMPTY_VALUE_TEXT}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                // Rows have no id of their own: their position is what "Edit row N" names.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.field}>
                      <DisplayCellView
                        cell={datatableCell(column.type, column.options, row[column.field], options)}
                        label={column.text}
                      />
                    </td>
                  ))}
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
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="cf-actions">
        <button type="button" className="cf-button" onClick={() => setEditing({ kind: 'add' })}>
          {texts.addRow}
        </button>
      </div>
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
