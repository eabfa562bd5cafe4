import { datatableColumnField } from '../../rules/datatableColumnField';
import { fieldOf, recordsOf, textCell } from './displayCells';
import { displayDatatableDate, displayDatatableTime } from './displayDates';
import { type DisplayColumn, plainCell, tableDisplay } from './displayTable';
import type { DisplayCell, DisplayContext, DisplayFormatter, DisplayOptions } from './displayValueTypes';
import { optionLabels } from './optionLabels';

/** A Datatable cell in the section 9 formats: dates "MMM DD, YYYY", times "hh:mm a", select options by label. */
export function datatableCell(
  type: unknown,
  options: unknown,
  value: unknown,
  context: DisplayOptions,
): DisplayCell {
  if (type === 'date') return displayDatatableDate(value, context);
  if (type === 'time') return displayDatatableTime(value, context);
  if (type === 'select' && (typeof value === 'string' || typeof value === 'number'))
    return textCell(optionLabels(options, [value], context.language).join(''));
  return plainCell(value, context);
}

/** The columns property, read leniently: a column without text is skipped, a missing field derived. */
function datatableColumns(
  properties: Readonly<Record<string, unknown>>,
  context: DisplayContext,
): DisplayColumn[] {
  return recordsOf(properties.columns)
    .filter((column) => typeof column.text === 'string' && column.text.trim() !== '')
    .map((column) => {
      const text = column.text as string;
      const field =
        typeof column.field === 'string' && column.field ? column.field : datatableColumnField(text);
      return {
        key: field,
        header: text,
        cell: (row) => datatableCell(column.type, column.options, row[field], context),
      };
    });
}

export const datatableDisplay: DisplayFormatter = (value, properties, context) =>
  tableDisplay(recordsOf(value), datatableColumns(properties, context));

/** Table: computed columns {key, label} and items; '--' for empty cells. */
export const tableComponentDisplay: DisplayFormatter = (_value, properties, context) => {
  const columns: DisplayColumn[] = recordsOf(properties.columns)
    .filter((column) => typeof column.key === 'string' && column.key !== '')
    .map((column) => {
      const key = column.key as string;
      return {
        key,
        header: typeof column.label === 'string' ? column.label : key,
        cell: (item) => plainCell(fieldOf(item, key), context),
      };
    });
  return tableDisplay(recordsOf(properties.items), columns);
};
