import { areaTexts } from '../../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/clinical.ts and i18n/es/clinical.ts. */
export const clinicalTexts = areaTexts('clinical');
