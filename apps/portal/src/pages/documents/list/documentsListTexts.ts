import { useTranslation } from 'react-i18next';

/**
 * Texts of the paged list and "Start a form". Kept beside the feature (both languages), as the
 * shared page bundles are being changed by other work at the same time.
 */
const texts = {
  en: {
    shownOf: 'Showing {{shown}} of {{total}}',
    loadMore: 'Load more',
    startForm: 'Start a form',
    startFormTitle: 'Start a form',
    startFormIntro: 'Forms your clinic offers to fill in here. Starting one opens it as a draft.',
    start: 'Start',
    startNamed: 'Start {{name}}',
    noOfferedForms: 'There are no forms to start.',
    cancel: 'Cancel',
    morePending: 'And {{count}} more in Documents',
  },
  es: {
    shownOf: 'Mostrando {{shown}} de {{total}}',
    loadMore: 'Cargar más',
    startForm: 'Iniciar un formulario',
    startFormTitle: 'Iniciar un formulario',
    startFormIntro:
      'Formularios que su clínica ofrece para completar aquí. Al iniciar uno, se abre como borrador.',
    start: 'Iniciar',
    startNamed: 'Iniciar {{name}}',
    noOfferedForms: 'No hay formularios para iniciar.',
    cancel: 'Cancelar',
    morePending: 'Y {{count}} más en Documentos',
  },
} as const;

export type DocumentsListText = keyof (typeof texts)['en'];

/** A text in the portal's language, with `{{name}}` slots filled. */
export function useDocumentsListTexts(): (
  key: DocumentsListText,
  values?: Record<string, string | number>,
) => string {
  const { i18n } = useTranslation();
  const language = i18n.language === 'es' ? 'es' : 'en';
  return (key, values = {}) =>
    texts[language][key].replace(/\{\{(\w+)\}\}/g, (slot, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : slot,
    );
}
