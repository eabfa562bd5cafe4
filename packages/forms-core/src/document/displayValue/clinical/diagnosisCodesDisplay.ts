import { diagnosisCategories } from '../../../catalogue/types/patientDiagnosisCodes';
import type { DocumentTexts } from '../../documentLanguage';
import { EMPTY_DISPLAY, fieldOf, isRecord, recordsOf, scalarCell } from '../displayCells';
import { displayDate } from '../displayDates';
import { type DisplayColumn, tableDisplay } from '../displayTable';
import type { DisplayFormatter, DisplayOptions } from '../displayValueTypes';

type Category = (typeof diagnosisCategories)[number];

export const diagnosisColumnTexts: DocumentTexts<
  {
    code: string;
    category: string;
    status: string;
    activeFrom: string;
    resolvedBy: string;
    comments: string;
  } & Record<Category, string>
> = {
  en: {
    code: 'Code',
    category: 'Category',
    status: 'Status',
    activeFrom: 'Active From',
    resolvedBy: 'Resolved by',
    comments: 'Comments',
    Primary: 'Primary',
    Secondary: 'Secondary',
    Tertiary: 'Tertiary',
    Quaternary: 'Quaternary',
  },
  es: {
    code: 'Código',
    category: 'Categoría',
    status: 'Estado',
    activeFrom: 'Activo desde',
    resolvedBy: 'Resuelto el',
    comments: 'Comentarios',
    Primary: 'Primario',
    Secondary: 'Secundario',
    Tertiary: 'Terciario',
    Quaternary: 'Cuaternario',
  },
};

const isCategory = (value: unknown): value is Category =>
  diagnosisCategories.some((category) => category === value);

export function diagnosisColumns(context: Required<DisplayOptions>): DisplayColumn<object>[] {
  const texts = diagnosisColumnTexts[context.language];
  return [
    { key: 'code', header: texts.code, cell: (row) => scalarCell(fieldOf(row, 'code')) },
    {
      key: 'category',
      header: texts.category,
      cell: (row) => {
        const category = fieldOf(row, 'category');
        return isCategory(category) ? { kind: 'text', text: texts[category] } : scalarCell(category);
      },
    },
    {
      key: 'status',
      header: texts.status,
      cell: (row) => {
        const status = fieldOf(row, 'status');
        return isRecord(status) ? scalarCell(status.name) : EMPTY_DISPLAY;
      },
    },
    {
      key: 'activeFrom',
      header: texts.activeFrom,
      cell: (row) => displayDate(fieldOf(row, 'activeFrom'), context),
    },
    {
      key: 'resolvedBy',
      header: texts.resolvedBy,
      cell: (row) => displayDate(fieldOf(row, 'resolvedBy'), context),
    },
    { key: 'comments', header: texts.comments, cell: (row) => scalarCell(fieldOf(row, 'description')) },
  ];
}

export const diagnosisCodesDisplay: DisplayFormatter = (value, _properties, context) =>
  tableDisplay(recordsOf(value), diagnosisColumns(context));
