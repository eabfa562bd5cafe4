import { type FieldError, fieldErrorText } from '@clinic/forms-core';
import { useFormLanguage } from './formLanguage';

/** The wording of field errors (forms-core codes) in the form's language (FormLanguageProvider). */
export function useValidationText(): (error: FieldError) => string {
  const language = useFormLanguage();
  return (error) => fieldErrorText(error, language);
}

/**
 * A dialog field's error in the form's language: a check's code is worded here; a text the
 * server wrote (a record it refused) is shown as it came.
 */
export function useDialogMessageText(): (message: FieldError | string) => string {
  const validationText = useValidationText();
  return (message) => (typeof message === 'string' ? message : validationText(message));
}
