import { validationMessages } from '@clinic/forms-core';
import { useClinicalTexts } from './clinicalTexts';

/** The dialogs' validation messages (forms-core's English texts) in the form's language. */
export function useValidationText(): (message: string | undefined) => string {
  const texts = useClinicalTexts();
  return (message) => {
    if (message === validationMessages.required) return texts.required;
    if (message === validationMessages.dateFormat) return texts.invalidDate;
    return message ?? '';
  };
}
