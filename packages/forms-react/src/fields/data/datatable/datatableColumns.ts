import {
  DATATABLE_COLUMN_TYPE_CHOICES,
  DATATABLE_DATE_FORMAT,
  type DatatableColumnTypeChoice,
  datatableColumnField,
  formatDatatableDate,
  formatDatatableTime,
  toIsoDate,
} from '@clinic/forms-core';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { FormLanguage } from '../../../i18n/formLanguage';
import { cellText } from '../../display/cellText';

/** A Datatable column (forms.md section 3): rows are objects keyed by `field`. */
export interface DatatableColumn {
  text: string;
  field: string;
  type: DatatableColumnTypeChoice;
  options: string[];
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
        options: Array.isArray(options) ? options.filter((o): o is string => typeof o === 'string') : [],
      },
    ];
  });
}

export function datatableRows(value: unknown): DatatableRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is DatatableRow => typeof row === 'object' && row !== null);
}

/**
 * A cell in the section 9 formats: dates "MMM DD, YYYY" (month names in the form's language),
 * times "hh:mm a", '--' when empty.
 */
export function formatDatatableCell(
  column: DatatableColumn,
  value: unknown,
  language: FormLanguage = 'en',
): string {
  const text = typeof value === 'string' ? value : null;
  if (column.type === 'date' && language === 'es' && text !== null && toIsoDate(text) === text)
    return dayjs(text).locale('es').format(DATATABLE_DATE_FORMAT);
  if (column.type === 'date') return formatDatatableDate(text);
  if (column.type === 'time') return formatDatatableTime(text);
  return cellText(value);
}
