import { defineFormTexts } from '../i18n/formLanguage';

/** The pager's texts (forms.md section 4: Prev, Next, 'Page X of Y'). */
export const useViewerTexts = defineFormTexts({
  en: { prev: 'Prev', next: 'Next', pageOf: 'Page {current} of {total}' },
  es: { prev: 'Anterior', next: 'Siguiente', pageOf: 'Página {current} de {total}' },
});
