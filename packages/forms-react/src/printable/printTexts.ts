import { defineFormTexts } from '../i18n/formLanguage';

/** The printable layout's own words; a page's name is read out by screen readers. */
export const usePrintTexts = defineFormTexts({
  en: { pageOf: 'Page {{current}} of {{total}}' },
  es: { pageOf: 'Página {{current}} de {{total}}' },
});

export function fillPageOf(template: string, current: number, total: number): string {
  return template.replace('{{current}}', String(current)).replace('{{total}}', String(total));
}
