import { areaTexts } from '../../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/waitlist.ts and i18n/es/waitlist.ts. */
export const waitlistTexts = areaTexts('waitlist');
