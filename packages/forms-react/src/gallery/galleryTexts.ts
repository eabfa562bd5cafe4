import { defineFormTexts } from '../i18n/formLanguage';

export const useGalleryTexts = defineFormTexts({
  en: {
    validate: 'Validate',
    valid: 'No errors',
    storedValue: 'Stored value',
    prev: 'Prev',
    next: 'Next',
    pageOf: 'Page {{current}} of {{total}}',
  },
  es: {
    validate: 'Validar',
    valid: 'Sin errores',
    storedValue: 'Valor guardado',
    prev: 'Anterior',
    next: 'Siguiente',
    pageOf: 'Página {{current}} de {{total}}',
  },
});
