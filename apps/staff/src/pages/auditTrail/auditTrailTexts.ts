import { areaTexts } from '../../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/auditTrail.ts and i18n/es/auditTrail.ts. */
export const auditTrailTexts = areaTexts('auditTrail');
