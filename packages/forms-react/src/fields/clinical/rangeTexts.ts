import { defineFormTexts } from '../../i18n/formLanguage';

export const useRangeTexts = defineFormTexts({
  en: { day: 'Showing {day}', range: 'Showing {from} to {to}' },
  es: { day: 'Mostrando {day}', range: 'Mostrando del {from} al {to}' },
});
