import { areaTexts } from '../../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/forms.ts and i18n/es/forms.ts. */
export const formsTexts = areaTexts('forms');
