import { dosageText, type MarRow, medicationName } from '../../chart/marRows';
import type { DocumentTexts } from '../../documentLanguage';
import { EMPTY_DISPLAY, fieldOf, isRecord, recordsOf, scalarCell } from '../displayCells';
import { displayDateTime } from '../displayDates';
import { type DisplayColumn, tableDisplay } from '../displayTable';
import type { DisplayFormatter, DisplayOptions } from '../displayValueTypes';
import { rasterImage } from '../mediaDisplays';
import { medicationTerm } from './medicationTerms';

/** Column headers of the medication administration record (Patient Medications). */
export const marColumnTexts: DocumentTexts<{
  dateTime: string;
  status: string;
  type: string;
  medication: string;
  dosage: string;
  route: string;
  givenBy: string;
  signedBy: string;
  notes: string;
  signature: string;
}> = {
  en: {
    dateTime: 'Date/Time',
    status: 'Status',
    type: 'Type',
    medication: 'Medication',
    dosage: 'Dosage',
    route: 'Route',
    givenBy: 'Given By',
    signedBy: 'Signed By',
    notes: 'Notes',
    signature: 'Signature',
  },
  es: {
    dateTime: 'Fecha/Hora',
    status: 'Estado',
    type: 'Tipo',
    medication: 'Medicamento',
    dosage: 'Dosis',
    route: 'Vía',
    givenBy: 'Administrado por',
    signedBy: 'Firmado por',
    notes: 'Notas',
    signature: 'Firma',
  },
};

export function marColumns(context: Required<DisplayOptions>): DisplayColumn<object>[] {
  const texts = marColumnTexts[context.language];
  const term = (row: object, name: string) =>
    scalarCell(medicationTerm(fieldOf(row, name), context.language));
  return [
    {
      key: 'dateTime',
      header: texts.dateTime,
      cell: (row) => displayDateTime(fieldOf(row, 'dateTime'), context),
    },
    { key: 'status', header: texts.status, cell: (row) => term(row, 'status') },
    { key: 'type', header: texts.type, cell: (row) => term(row, 'type') },
    {
      key: 'medication',
      header: texts.medication,
      cell: (row) => scalarCell(medicationName((row as MarRow).medication)),
    },
    {
      key: 'dosage',
      header: texts.dosage,
      cell: (row) => scalarCell(dosageText((row as MarRow).dosageAmount, (row as MarRow).unitOfMeasurement)),
    },
    {
      key: 'route',
      header: texts.route,
      cell: (row) => {
        const route = fieldOf(row, 'medicationRoute');
        return isRecord(route) ? scalarCell(route.name) : EMPTY_DISPLAY;
      },
    },
    { key: 'givenBy', header: texts.givenBy, cell: (row) => scalarCell(fieldOf(row, 'givenBy')) },
    { key: 'signedBy', header: texts.signedBy, cell: (row) => scalarCell(fieldOf(row, 'signedBy')) },
    { key: 'notes', header: texts.notes, cell: (row) => scalarCell(fieldOf(row, 'notes')) },
    {
      key: 'signature',
      header: texts.signature,
      cell: (row) => {
        const dataUrl = rasterImage(fieldOf(row, 'signature'));
        return dataUrl ? { kind: 'image', dataUrl, caption: '' } : EMPTY_DISPLAY;
      },
    },
  ];
}

export const patientMedicationsDisplay: DisplayFormatter = (value, _properties, context) =>
  tableDisplay(recordsOf(value), marColumns(context));
