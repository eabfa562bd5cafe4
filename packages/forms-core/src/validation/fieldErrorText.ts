import type { DocumentLanguage, DocumentTexts } from '../document/documentLanguage';
import { formatDisplayDate } from '../rules/formatDateValues';
import type { FieldError, FieldErrorRule } from './fieldError';
import { validationMessages } from './validationMessages';

type Wording = (limit: string) => string;

/** Spanish wording of forms.md section 8's messages; English is the spec's, verbatim. */
const texts: DocumentTexts<Record<FieldErrorRule, Wording>> = {
  en: {
    required: () => validationMessages.required,
    minLength: (n) => `This field length must be greater than ${n}`,
    maxLength: (n) => `This field length must be less than ${n}`,
    email: () => validationMessages.email,
    phone: () => validationMessages.phone,
    minValue: (n) => `This value must be greater than or equal to ${n}`,
    maxValue: (n) => `This value must be less than or equal to ${n}`,
    dateFormat: () => validationMessages.dateFormat,
    minDate: (date) => `This date must be greater than ${date}`,
    maxDate: (date) => `This date must be less than ${date}`,
    maxOptions: (n) => `The maximum number of selected items allowed is ${n}`,
    mustBeTicked: () => validationMessages.mustBeTicked,
    invalidValue: () => validationMessages.invalidValue,
  },
  es: {
    required: () => 'Este campo es obligatorio',
    minLength: (n) => `La longitud de este campo debe ser mayor que ${n}`,
    maxLength: (n) => `La longitud de este campo debe ser menor que ${n}`,
    email: () => 'Este campo debe tener un formato de correo electrónico válido',
    phone: () => 'Número de teléfono no válido',
    minValue: (n) => `Este valor debe ser mayor o igual que ${n}`,
    maxValue: (n) => `Este valor debe ser menor o igual que ${n}`,
    dateFormat: () => 'Este campo debe tener un formato de fecha válido',
    minDate: (date) => `Esta fecha debe ser posterior a ${date}`,
    maxDate: (date) => `Esta fecha debe ser anterior a ${date}`,
    maxOptions: (n) => `El número máximo de elementos seleccionados permitido es ${n}`,
    mustBeTicked: () => 'Marque esta casilla para continuar',
    invalidValue: () => 'Este campo tiene un valor no válido',
  },
};

/** A bound as the user reads it: dates MM/DD/YYYY (forms.md section 5), numbers as they are. */
function limitText(error: FieldError): string {
  if (error.limit === undefined) return '';
  if (error.rule === 'minDate' || error.rule === 'maxDate') return formatDisplayDate(String(error.limit));
  return String(error.limit);
}

/** The message of a field error in a language (the spec's exact English text in 'en'). */
export function fieldErrorText(error: FieldError, language: DocumentLanguage): string {
  return texts[language][error.rule](limitText(error));
}
