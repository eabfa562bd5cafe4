import type { DocumentTexts } from '../documentLanguage';
import { EMPTY_DISPLAY, isRecord, linesCell } from './displayCells';
import { displayDate, displayDateTime } from './displayDates';
import type { DisplayContext, DisplayFormatter } from './displayValueTypes';

export const documentPickerTexts: DocumentTexts<{
  effectiveDate: string;
  created: string;
  createdBy: string;
  status: string;
  score: string;
  Draft: string;
  Completed: string;
}> = {
  en: {
    effectiveDate: 'Effective date',
    created: 'Created',
    createdBy: 'Created by',
    status: 'Status',
    score: 'Score',
    Draft: 'Draft',
    Completed: 'Completed',
  },
  es: {
    effectiveDate: 'Fecha de vigencia',
    created: 'Creado',
    createdBy: 'Creado por',
    status: 'Estado',
    score: 'Puntuación',
    Draft: 'Borrador',
    Completed: 'Completado',
  },
};

const cellText = (cell: ReturnType<typeof displayDate>, empty: string) =>
  cell.kind === 'text' ? cell.text : empty;

/** A document's status in the document language (Draft, Completed); others as stored. */
export function documentStatusText(status: unknown, context: Pick<DisplayContext, 'language'>): string {
  const texts = documentPickerTexts[context.language];
  if (status === 'Draft' || status === 'Completed') return texts[status];
  return typeof status === 'string' && status.trim() !== '' ? status : '--';
}

/** "Jane Doe, LCSW". */
export function documentAuthorText(author: unknown): string {
  if (!isRecord(author)) return '';
  return [author.fullName, author.credentials].filter((part) => typeof part === 'string' && part).join(', ');
}

/** The picked document: effective date (when the picker shows it), created, author, status, score. */
export const documentPickerDisplay: DisplayFormatter = (value, properties, context) => {
  if (!isRecord(value) || (typeof value.id !== 'string' && typeof value.id !== 'number'))
    return EMPTY_DISPLAY;
  const texts = documentPickerTexts[context.language];
  const score = value.score;
  return linesCell([
    properties.showEffectiveDate === true
      ? `${texts.effectiveDate}: ${cellText(displayDate(value.effectiveDate, context), '--')}`
      : null,
    `${texts.created}: ${cellText(displayDateTime(value.createdAt, context), '--')}`,
    `${texts.createdBy}: ${documentAuthorText(value.createdBy) || '--'}`,
    `${texts.status}: ${documentStatusText(value.status, context)}`,
    score === null || score === undefined || score === '' ? null : `${texts.score}: ${String(score)}`,
  ]);
};
