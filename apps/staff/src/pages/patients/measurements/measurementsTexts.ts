import { areaTexts } from '../../../i18n/areaTexts';

/** Texts in the language staff chose: i18n/en/measurements.ts and i18n/es/measurements.ts. */
export const measurementsTexts = areaTexts('measurements');
