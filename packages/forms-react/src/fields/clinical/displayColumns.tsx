import type { DisplayCell, DisplayColumn } from '@clinic/forms-core';
import type { ReactNode } from 'react';
import { DisplayCellView } from '../display/DisplayValueView';
import type { ClinicalColumn } from './ClinicalTable';

/** A column whose cell shows more than its display value (a coloured status badge). */
export type CellOverride<Row> = (row: Row, cell: DisplayCell) => ReactNode;

/**
 * A clinical table's columns from forms-core's display columns, so every mode, the printout and
 * the PDF show the same headers and cell texts.
 */
export function clinicalColumnsOf<Row extends object>(
  columns: readonly DisplayColumn<Row>[],
  overrides: Readonly<Record<string, CellOverride<Row>>> = {},
): ClinicalColumn<Row>[] {
  return columns.map((column) => ({
    key: column.key,
    header: column.header,
    cell: (row) => {
      const cell = column.cell(row);
      const override = overrides[column.key];
      return override ? override(row, cell) : <DisplayCellView cell={cell} label={column.header} />;
    },
  }));
}
