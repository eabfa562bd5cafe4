import { areaTexts } from '../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/richText.ts and i18n/es/richText.ts. */
export const richTextTexts = areaTexts('richText');
