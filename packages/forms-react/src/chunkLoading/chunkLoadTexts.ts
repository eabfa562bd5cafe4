import { defineFormTexts } from '../i18n/formLanguage';

/** portal.md section 8's texts for a chunk that did not load, in the form's language. */
export const useChunkLoadTexts = defineFormTexts({
  en: {
    script: 'Loading chunk failed',
    css: 'Loading CSS chunk failed',
    reload: 'Reload',
  },
  es: {
    script: 'Error al cargar una parte de la página',
    css: 'Error al cargar los estilos de una parte de la página',
    reload: 'Recargar',
  },
});

export type ChunkLoadTexts = ReturnType<typeof useChunkLoadTexts>;
