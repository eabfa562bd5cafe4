import {
  type ChoiceOption,
  DATATABLE_COLUMN_TYPE_CHOICES,
  type DatatableColumnTypeChoice,
  datatableColumnField,
  readOptions,
} from '@clinic/forms-core';

/** A Datatable column (forms.md section 3): rows are objects keyed by `field`. */
export interface DatatableColumn {
  text: string;
  field: string;
  type: DatatableColumnTypeChoice;
  /** A select column's options: the row stores the value, the cell shows the label. */
  options: ChoiceOption[];
}

export type DatatableRow = Record<string, unknown>;

/** The columns property, read leniently: a column without text is skipped, a missing field is derived. */
export function datatableColumns(value: unknown): DatatableColumn[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((column): DatatableColumn[] => {
    if (typeof column !== 'object' || column === null) return [];
    const { text, field, type, options } = column as Record<string, unknown>;
    if (typeof text !== 'string' || text.trim() === '') return [];
    return [
      {
        text,
        field: typeof field === 'string' && field ? field : datatableColumnField(text),
        type: DATATABLE_COLUMN_TYPE_CHOICES.find((choice) => choice === type) ?? 'plain',
        options: readOptions(options),
      },
    ];
  });
}

export function datatableRows(value: unknown): DatatableRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is DatatableRow => typeof row === 'object' && row !== null);
}
