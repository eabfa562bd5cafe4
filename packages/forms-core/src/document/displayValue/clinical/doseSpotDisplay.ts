import type { DocumentTexts } from '../../documentLanguage';
import { EMPTY_DISPLAY, fieldOf, recordsOf, scalarCell } from '../displayCells';
import { displayDate } from '../displayDates';
import { type DisplayColumn, tableDisplay } from '../displayTable';
import { displayTexts } from '../displayTexts';
import type { DisplayFormatter, DisplayOptions } from '../displayValueTypes';

/** Column headers of Dose Spot Active Medications (the prescribing integration's rows). */
export const doseSpotColumnTexts: DocumentTexts<{
  medication: string;
  sig: string;
  dispense: string;
  effectiveDate: string;
  written: string;
  substitutionAllowed: string;
  daySupply: string;
  refills: string;
}> = {
  en: {
    medication: 'Medication',
    sig: 'Sig',
    dispense: 'Dispense',
    effectiveDate: 'Effective Date',
    written: 'Written',
    substitutionAllowed: 'Substitution Allowed',
    daySupply: 'Day Supply',
    refills: 'Refills',
  },
  es: {
    medication: 'Medicamento',
    sig: 'Indicaciones',
    dispense: 'Dispensar',
    effectiveDate: 'Fecha de vigencia',
    written: 'Prescrito',
    substitutionAllowed: 'Sustitución permitida',
    daySupply: 'Días de suministro',
    refills: 'Resurtidos',
  },
};

export function doseSpotColumns(context: Required<DisplayOptions>): DisplayColumn<object>[] {
  const texts = doseSpotColumnTexts[context.language];
  const words = displayTexts[context.language];
  const plain = (key: string, name: string) => ({
    key,
    header: texts[key as keyof typeof texts],
    cell: (row: object) => scalarCell(fieldOf(row, name)),
  });
  return [
    plain('medication', 'medication'),
    plain('sig', 'sig'),
    plain('dispense', 'dispense'),
    {
      key: 'effectiveDate',
      header: texts.effectiveDate,
      cell: (row) => displayDate(fieldOf(row, 'effectiveDate'), context),
    },
    { key: 'written', header: texts.written, cell: (row) => displayDate(fieldOf(row, 'date'), context) },
    {
      key: 'substitutionAllowed',
      header: texts.substitutionAllowed,
      cell: (row) => {
        const allowed = fieldOf(row, 'substitutionAllowed');
        return typeof allowed === 'boolean'
          ? { kind: 'text', text: allowed ? words.yes : words.no }
          : EMPTY_DISPLAY;
      },
    },
    plain('daySupply', 'daySupply'),
    plain('refills', 'numberOfRefills'),
  ];
}

export const doseSpotDisplay: DisplayFormatter = (value, _properties, context) =>
  tableDisplay(recordsOf(value), doseSpotColumns(context));
