import { validationMessages } from '@clinic/forms-core';
import { fillText } from './fillText';
import { type FormLanguage, useFormLanguage } from './formLanguage';

type MessageKey = keyof typeof validationMessages;

/** forms-core's validation messages (forms.md section 8) in Spanish; `{value}` is the number or date. */
const spanish: Record<MessageKey, string> = {
  required: 'Este campo es obligatorio',
  minLength: 'La longitud de este campo debe ser mayor que {value}',
  maxLength: 'La longitud de este campo debe ser menor que {value}',
  email: 'Este campo debe tener un formato de correo electrónico válido',
  phone: 'Número de teléfono no válido',
  minValue: 'Este valor debe ser mayor o igual que {value}',
  maxValue: 'Este valor debe ser menor o igual que {value}',
  dateFormat: 'Este campo debe tener un formato de fecha válido',
  minDate: 'Esta fecha debe ser posterior a {value}',
  maxDate: 'Esta fecha debe ser anterior a {value}',
  maxOptions: 'El número máximo de elementos seleccionados permitido es {value}',
  invalidValue: 'Este campo tiene un valor no válido',
};

/** Each English message with its parameter (always at the end) cut off, to recognise messages by. */
const englishPrefixes = Object.entries(validationMessages).map(([key, text]) => ({
  key: key as MessageKey,
  fixed: typeof text === 'string',
  prefix: typeof text === 'string' ? text : (text as (value: never) => string)('' as never),
}));

/** A validation message of forms-core (English, as validateForm and the server give it) in `language`. */
export function translateValidationMessage(message: string, language: FormLanguage): string {
  if (language === 'en') return message;
  for (const { key, fixed, prefix } of englishPrefixes) {
    if (fixed ? message === prefix : message.startsWith(prefix) && message.length > prefix.length)
      return fillText(spanish[key], { value: message.slice(prefix.length) });
  }
  return message;
}

/** The translator for the form's language (FormLanguageProvider). */
export function useValidationText(): (message: string | undefined) => string {
  const language = useFormLanguage();
  return (message) => (message === undefined ? '' : translateValidationMessage(message, language));
}
