import { areaTexts } from '../../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/documents.ts and i18n/es/documents.ts. */
export const documentsTexts = areaTexts('documents');
