import { defineFormTexts } from '../i18n/formLanguage';

/** The save status line and the notice about answers restored from the device, in both languages. */
export const useSaveStatusTexts = defineFormTexts({
  en: {
    saving: 'Saving…',
    saved: 'Saved at {time}',
    savedBefore: 'Last saved at {time}',
    notSaved: 'Not saved',
    notSavedSince: 'Not saved (last saved at {time})',
    restored: 'Answers you had not saved were restored.',
    outdated: 'Answers you had not saved could not be restored: the document was changed since.',
  },
  es: {
    saving: 'Guardando…',
    saved: 'Guardado a las {time}',
    savedBefore: 'Guardado por última vez a las {time}',
    notSaved: 'No guardado',
    notSavedSince: 'No guardado (guardado por última vez a las {time})',
    restored: 'Se restauraron las respuestas que no había guardado.',
    outdated:
      'No se pudieron restaurar las respuestas que no había guardado: el documento cambió desde entonces.',
  },
});
