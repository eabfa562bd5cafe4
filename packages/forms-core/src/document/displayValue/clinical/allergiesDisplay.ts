import type { DocumentTexts } from '../../documentLanguage';
import { fieldOf, recordsOf, scalarCell } from '../displayCells';
import { type DisplayColumn, tableDisplay } from '../displayTable';
import type { DisplayFormatter, DisplayOptions } from '../displayValueTypes';

/** Column headers of Patient Allergies. */
export const allergyColumnTexts: DocumentTexts<{
  allergyType: string;
  allergen: string;
  reaction: string;
  severity: string;
}> = {
  en: { allergyType: 'Allergy Type', allergen: 'Allergen', reaction: 'Reaction', severity: 'Severity' },
  es: { allergyType: 'Tipo de alergia', allergen: 'Alérgeno', reaction: 'Reacción', severity: 'Gravedad' },
};

export function allergyColumns({ language }: Required<DisplayOptions>): DisplayColumn<object>[] {
  const texts = allergyColumnTexts[language];
  return (['allergyType', 'allergen', 'reaction', 'severity'] as const).map((key) => ({
    key,
    header: texts[key],
    cell: (row) => scalarCell(fieldOf(row, key)),
  }));
}

export const allergiesDisplay: DisplayFormatter = (value, _properties, context) =>
  tableDisplay(recordsOf(value), allergyColumns(context));
