import { defineFormTexts } from '../../i18n/formLanguage';
import type { CsvImport } from './translationsCsv';

type Imported = Extract<CsvImport, { ok: true }>;

/**
 * The Translations view's texts, in the staff member's language. The form's texts are translated
 * into Spanish whichever language the builder speaks, so "Spanish" is named in both.
 */
export const useTranslationsTexts = defineFormTexts({
  en: {
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
    option: (position: number) => `Option ${position}`,
    cellLabel: (component: string, property: string) => `Spanish: ${component}, ${property}`,
    keepExpressions: 'Keep the {{ }} parts of the English text as they are.',
    fallback: 'Patients reading Spanish see the English text where a translation is missing.',
    imported: (result: Imported) =>
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
    } satisfies Record<Extract<CsvImport, { ok: false }>['reason'], string>,
  },
  es: {
    open: 'Traducciones',
    close: 'Volver al diseño',
    heading: 'Traducciones: español',
    language: 'Español',
    progress: (done: number, total: number) => `${done} de ${total} textos tienen traducción al español.`,
    nothingToTranslate: 'Este formulario aún no tiene textos que traducir.',
    onlyMissing: 'Mostrar solo las traducciones que faltan',
    allDone: 'Todos los textos tienen traducción al español.',
    exportCsv: 'Exportar CSV',
    importCsv: 'Importar CSV',
    component: 'Componente',
    english: 'Inglés',
    missing: 'Falta',
    option: (position: number) => `Opción ${position}`,
    cellLabel: (component: string, property: string) => `Español: ${component}, ${property}`,
    keepExpressions: 'Mantenga tal cual las partes {{ }} del texto en inglés.',
    fallback: 'Donde falta una traducción, los pacientes que leen en español ven el texto en inglés.',
    imported: (result: Imported) =>
      [
        result.imported === 1 ? 'Se ha importado 1 texto.' : `Se han importado ${result.imported} textos.`,
        result.unknown > 0
          ? result.unknown === 1
            ? '1 línea se refiere a un texto que este formulario ya no tiene.'
            : `${result.unknown} líneas se refieren a textos que este formulario ya no tiene.`
          : '',
        result.refusedKeys.length > 0
          ? `${result.refusedKeys.length} sin importar: mantenga tal cual las partes {{ }} del texto en inglés.`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
    importRefused: {
      unreadable: 'No se ha podido leer el archivo como CSV.',
      noLanguageColumn: 'El archivo no tiene las columnas "key" y "es"; exporte un CSV para ver el formato.',
    },
  },
});
