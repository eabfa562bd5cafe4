import {
  enabledItems,
  type VitalItemRow,
  type VitalRow,
  vitalRowCreator,
  vitalRowDate,
} from '../../chart/vitalRows';
import type { DocumentTexts } from '../../documentLanguage';
import { linesCell, recordsOf, scalarCell } from '../displayCells';
import { displayDateTime } from '../displayDates';
import { type DisplayColumn, tableDisplay } from '../displayTable';
import type { DisplayFormatter, DisplayOptions } from '../displayValueTypes';

export const vitalColumnTexts: DocumentTexts<{ date: string; creator: string; vitals: string }> = {
  en: { date: 'Date', creator: 'Creator', vitals: 'Vitals' },
  es: { date: 'Fecha', creator: 'Autor', vitals: 'Signos vitales' },
};

/** "Pulse: 72 bpm". */
function itemText(item: VitalItemRow): string {
  const value = scalarCell(item.value);
  const unit = item.vitalSign?.unit ? ` ${item.vitalSign.unit}` : '';
  return `${item.vitalSign?.name || '--'}: ${value.kind === 'text' ? value.text : '--'}${unit}`;
}

export function vitalColumns(context: Required<DisplayOptions>): DisplayColumn<VitalRow>[] {
  const texts = vitalColumnTexts[context.language];
  return [
    { key: 'date', header: texts.date, cell: (row) => displayDateTime(vitalRowDate(row), context) },
    { key: 'creator', header: texts.creator, cell: (row) => scalarCell(vitalRowCreator(row)) },
    {
      key: 'vitals',
      header: texts.vitals,
      cell: (row) => linesCell(Array.isArray(row.items) ? enabledItems(row).map(itemText) : []),
    },
  ];
}

/** Patient Vitals v1 and v2: the records chosen, with their enabled signs. */
export const vitalsDisplay: DisplayFormatter = (value, _properties, context) =>
  // Stored rows passed the catalogue's value schema; the readers above are lenient besides.
  tableDisplay(recordsOf(value) as VitalRow[], vitalColumns(context));
