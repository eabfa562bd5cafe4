import { defaultTextLabel } from '@clinic/forms-core';
import { useFormLanguage } from '../../i18n/formLanguage';

/**
 * The shown text of an option or placeholder: a catalogue default (forms-core's
 * defaultOptionTexts) in the form's language, else the text itself. Stored values stay the
 * English defaults.
 */
export function useDefaultTextLabel(): (text: string) => string {
  const language = useFormLanguage();
  return (text) => defaultTextLabel(text, language);
}
