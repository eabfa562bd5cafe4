import { EMPTY_DISPLAY, isRecord, linesCell, textCell } from './displayCells';
import { displayTexts } from './displayTexts';
import type { DisplayCell, DisplayContext, DisplayValue } from './displayValueTypes';

/** One column of a list shown as a table: its header, and a row's cell. */
export interface DisplayColumn<Row extends object = Readonly<Record<string, unknown>>> {
  key: string;
  header: string;
  cell: (row: Row) => DisplayCell;
}

/** Rows under their columns; a list without rows (or columns) is empty. */
export function tableDisplay<Row extends object>(
  rows: readonly Row[],
  columns: readonly DisplayColumn<Row>[],
): DisplayValue {
  if (rows.length === 0 || columns.length === 0) return EMPTY_DISPLAY;
  return {
    kind: 'table',
    columns: columns.map((column) => column.header),
    rows: rows.map((row) => columns.map((column) => column.cell(row))),
  };
}

const cellText = (cell: DisplayCell): string =>
  cell.kind === 'text'
    ? cell.text
    : cell.kind === 'lines'
      ? cell.lines.join(', ')
      : cell.kind === 'image'
        ? cell.caption
        : '';

/** A nested value (a Crud record's child) as one cell: a table becomes one line per row. */
export function asCell(value: DisplayValue): DisplayCell {
  if (value.kind === 'table')
    return linesCell(
      value.rows.map((row) =>
        row
          .map((cell, index) => (cell.kind === 'empty' ? '' : `${value.columns[index]}: ${cellText(cell)}`))
          .filter(Boolean)
          .join('; '),
      ),
    );
  // Rich text holds no value of a record; it is never a column.
  if (value.kind === 'html') return EMPTY_DISPLAY;
  return value;
}

/**
 * Any cell value an author or a record gave: text, numbers, Yes/No, lists joined by ", ", a
 * lookup reference by its name; '--' for anything else.
 */
export function plainCell(value: unknown, context: Pick<DisplayContext, 'language'>): DisplayCell {
  if (typeof value === 'string') return textCell(value);
  if (typeof value === 'number') return Number.isFinite(value) ? textCell(String(value)) : EMPTY_DISPLAY;
  if (typeof value === 'boolean')
    return textCell(value ? displayTexts[context.language].yes : displayTexts[context.language].no);
  if (Array.isArray(value))
    return textCell(
      value
        .map((item) => plainCell(item, context))
        .map(cellText)
        .filter(Boolean)
        .join(', '),
    );
  if (isRecord(value) && 'name' in value) return plainCell(value.name, context);
  return EMPTY_DISPLAY;
}
