import type { CsvImport } from './translationsCsv';

/** The Translations view's texts (staff, English, like the rest of the builder). */
export const translationsTexts = {
  open: 'Translations',
  close: 'Back to design',
  heading: 'Translations: Spanish',
  language: 'Spanish',
  progress: (done: number, total: number) => `${done} of ${total} texts have a Spanish translation.`,
  nothingToTranslate: 'This form has no texts to translate yet.',
  onlyMissing: 'Show only missing translations',
  allDone: 'Every text has a Spanish translation.',
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV',
  component: 'Component',
  english: 'English',
  missing: 'Missing',
  cellLabel: (component: string, property: string) => `Spanish: ${component}, ${property}`,
  keepExpressions: 'Keep the {{ }} parts of the English text as they are.',
  fallback: 'Patients reading Spanish see the English text where a translation is missing.',
  imported: (result: Extract<CsvImport, { ok: true }>) =>
    [
      `Imported ${result.imported} ${result.imported === 1 ? 'text' : 'texts'}.`,
      result.unknown > 0
        ? `${result.unknown} ${result.unknown === 1 ? 'line names a text' : 'lines name texts'} this form no longer has.`
        : '',
      result.refusedKeys.length > 0
        ? `${result.refusedKeys.length} not taken: keep the {{ }} parts of the English text as they are.`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  importRefused: {
    unreadable: 'The file could not be read as CSV.',
    noLanguageColumn: 'The file has no "key" and "es" columns; export a CSV to see the layout.',
  },
} as const;
