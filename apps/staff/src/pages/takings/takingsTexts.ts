import { areaTexts } from '../../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/takings.ts and i18n/es/takings.ts. */
export const takingsTexts = areaTexts('takings');
