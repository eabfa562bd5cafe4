import { areaTexts } from '../../../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/billing.ts and i18n/es/billing.ts. */
export const billingTexts = areaTexts('billing');
