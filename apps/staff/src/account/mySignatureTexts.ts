import { areaTexts } from '../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/mySignature.ts and i18n/es/mySignature.ts. */
export const mySignatureTexts = areaTexts('mySignature');
