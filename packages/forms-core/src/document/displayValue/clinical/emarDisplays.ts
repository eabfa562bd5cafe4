import type { DocumentTexts } from '../../documentLanguage';
import { fieldOf, recordsOf, scalarCell } from '../displayCells';
import { displayDateTime } from '../displayDates';
import { type DisplayColumn, tableDisplay } from '../displayTable';
import { displayTexts } from '../displayTexts';
import type { DisplayFormatter, DisplayOptions } from '../displayValueTypes';

/** Column headers of the three eMAR lists. */
export const emarColumnTexts: DocumentTexts<{
  drug: string;
  quantity: string;
  unit: string;
  type: string;
  frequency: string;
  timesPerDay: string;
  effectiveDate: string;
  expirationDate: string;
  reading: string;
  value: string;
  notes: string;
  createdOn: string;
  updatedOn: string;
  dispensed: string;
  scheduled: string;
  status: string;
  administeredBy: string;
}> = {
  en: {
    drug: 'Drug',
    quantity: 'Quantity',
    unit: 'Unit',
    type: 'Type',
    frequency: 'Frequency',
    timesPerDay: 'Times per Day',
    effectiveDate: 'Effective Date',
    expirationDate: 'Expiration Date',
    reading: 'Reading',
    value: 'Value',
    notes: 'Notes',
    createdOn: 'Created On',
    updatedOn: 'Updated On',
    dispensed: 'Dispensed',
    scheduled: 'Scheduled',
    status: 'Status',
    administeredBy: 'Administered By',
  },
  es: {
    drug: 'Medicamento',
    quantity: 'Cantidad',
    unit: 'Unidad',
    type: 'Tipo',
    frequency: 'Frecuencia',
    timesPerDay: 'Veces al día',
    effectiveDate: 'Fecha de vigencia',
    expirationDate: 'Fecha de vencimiento',
    reading: 'Lectura',
    value: 'Valor',
    notes: 'Notas',
    createdOn: 'Creado el',
    updatedOn: 'Actualizado el',
    dispensed: 'Dispensado',
    scheduled: 'Programado',
    status: 'Estado',
    administeredBy: 'Administrado por',
  },
};

type EmarTexts = (typeof emarColumnTexts)['en'];

function columnsOf(
  context: Required<DisplayOptions>,
  fields: readonly (readonly [keyof EmarTexts, string, 'text' | 'dateTime'])[],
): DisplayColumn<object>[] {
  const texts = emarColumnTexts[context.language];
  return fields.map(([key, name, kind]) => ({
    key,
    header: texts[key],
    cell: (row) =>
      kind === 'dateTime' ? displayDateTime(fieldOf(row, name), context) : scalarCell(fieldOf(row, name)),
  }));
}

export function emarEventColumns(context: Required<DisplayOptions>): DisplayColumn<object>[] {
  return columnsOf(context, [
    ['drug', 'drug', 'text'],
    ['quantity', 'drugQuantity', 'text'],
    ['unit', 'drugUom', 'text'],
    ['type', 'type', 'text'],
    ['frequency', 'frequency', 'text'],
    ['timesPerDay', 'timesPerDay', 'text'],
    ['effectiveDate', 'effectiveDate', 'dateTime'],
    ['expirationDate', 'expirationDate', 'dateTime'],
  ]);
}

/** One row per vital item, numbered by the reading (group) it belongs to. */
export function emarVitalRows(value: unknown): Readonly<Record<string, unknown>>[] {
  return recordsOf(value).flatMap((group, index) =>
    recordsOf(group.items).map((item) => ({ ...item, reading: index + 1 })),
  );
}

export function emarVitalColumns(context: Required<DisplayOptions>): DisplayColumn<object>[] {
  return columnsOf(context, [
    ['reading', 'reading', 'text'],
    ['type', 'type', 'text'],
    ['value', 'value', 'text'],
    ['notes', 'notes', 'text'],
    ['createdOn', 'createdOn', 'dateTime'],
    ['updatedOn', 'updatedOn', 'dateTime'],
  ]);
}

export function emarDispenseColumns(context: Required<DisplayOptions>): DisplayColumn<object>[] {
  const rest = columnsOf(context, [
    ['scheduled', 'scheduled', 'dateTime'],
    ['drug', 'drug', 'text'],
    ['quantity', 'drugQuantity', 'text'],
    ['unit', 'drugUom', 'text'],
    ['status', 'status', 'text'],
    ['administeredBy', 'administeredBy', 'text'],
  ]);
  return [
    {
      key: 'dispensed',
      header: emarColumnTexts[context.language].dispensed,
      // forms.md section 9: a dose not dispensed yet says so.
      cell: (row) => {
        const cell = displayDateTime(fieldOf(row, 'dispensed'), context);
        return cell.kind === 'empty'
          ? { kind: 'text', text: displayTexts[context.language].notYetDispensed }
          : cell;
      },
    },
    ...rest,
  ];
}

export const emarEventsDisplay: DisplayFormatter = (value, _properties, context) =>
  tableDisplay(recordsOf(value), emarEventColumns(context));

export const emarVitalsDisplay: DisplayFormatter = (value, _properties, context) =>
  tableDisplay(emarVitalRows(value), emarVitalColumns(context));

export const emarDispenseDisplay: DisplayFormatter = (value, _properties, context) =>
  tableDisplay(recordsOf(value), emarDispenseColumns(context));
