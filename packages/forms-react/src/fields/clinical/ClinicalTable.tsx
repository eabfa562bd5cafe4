import type { ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion';

export interface ClinicalColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
}

export interface ClinicalTableProps<Row> {
  /** Names the table for screen readers (the field's label, or the table's subject). */
  caption: string;
  columns: ReadonlyArray<ClinicalColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  emptyText: string;
  id?: string;
  /** Dims the rows while a reload is under way. */
  busy?: boolean;
}

/**
 * A read-only grid of records. It scrolls sideways inside its own focusable region, so a wide
 * table stays usable at 390 px and by keyboard.
 */
export function ClinicalTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  id,
  busy,
}: ClinicalTableProps<Row>) {
  return (
    <ScrollRegion label={caption}>
      <table id={id} className="cf-clinical-table" aria-busy={busy || undefined}>
        <caption className="cf-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="cf-clinical-empty" colSpan={columns.length}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
