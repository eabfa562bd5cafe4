export type { ChartSnapshot } from './chartSnapshot';
export type { DocumentClinic, DocumentContext, DocumentEpisode, DocumentPatient } from './documentContext';
export { DOCUMENT_LANGUAGES, type DocumentLanguage, type DocumentTexts, documentLanguageOf } from './documentLanguage';
