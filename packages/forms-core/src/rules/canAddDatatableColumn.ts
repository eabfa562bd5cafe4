import { canAddTextItem } from './canAddTextItem';

/** The column types a Datatable column may have. */
export const DATATABLE_COLUMN_TYPE_CHOICES = ['select', 'date', 'time', 'plain'] as const;
export type DatatableColumnTypeChoice = (typeof DATATABLE_COLUMN_TYPE_CHOICES)[number];

/** The builder adds a Datatable column only when its name is not blank and a type is chosen. */
export function canAddDatatableColumn(column: { text: string; type: string | null | undefined }): boolean {
  return (
    canAddTextItem(column.text) && DATATABLE_COLUMN_TYPE_CHOICES.some((choice) => choice === column.type)
  );
}
