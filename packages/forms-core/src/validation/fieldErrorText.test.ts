import { describe, expect, it } from 'vitest';
import { type FieldError, fieldError } from './fieldError';
import { fieldErrorText } from './fieldErrorText';

describe('field error texts', () => {
  it.each<[FieldError, string, string]>([
    [fieldError('required'), 'This field is required', 'Este campo es obligatorio'],
    [
      fieldError('minLength', 3),
      'This field length must be greater than 3',
      'La longitud de este campo debe ser mayor que 3',
    ],
    [
      fieldError('maxLength', 10),
      'This field length must be less than 10',
      'La longitud de este campo debe ser menor que 10',
    ],
    [
      fieldError('email'),
      'This field must have a valid email format',
      'Este campo debe tener un formato de correo electrónico válido',
    ],
    [fieldError('phone'), 'Invalid phone number', 'Número de teléfono no válido'],
    [
      fieldError('minValue', 0),
      'This value must be greater than or equal to 0',
      'Este valor debe ser mayor o igual que 0',
    ],
    [
      fieldError('maxValue', 99.5),
      'This value must be less than or equal to 99.5',
      'Este valor debe ser menor o igual que 99.5',
    ],
    [
      fieldError('dateFormat'),
      'This field must have a valid date format',
      'Este campo debe tener un formato de fecha válido',
    ],
    [
      fieldError('minDate', '2024-01-31'),
      'This date must be greater than 01/31/2024',
      'Esta fecha debe ser posterior a 01/31/2024',
    ],
    [
      fieldError('maxDate', '2024-12-01'),
      'This date must be less than 12/01/2024',
      'Esta fecha debe ser anterior a 12/01/2024',
    ],
    [
      fieldError('maxOptions', 2),
      'The maximum number of selected items allowed is 2',
      'El número máximo de elementos seleccionados permitido es 2',
    ],
    [fieldError('mustBeTicked'), 'Tick this box to continue', 'Marque esta casilla para continuar'],
    [fieldError('invalidValue'), 'This field has an invalid value', 'Este campo tiene un valor no válido'],
  ])('words %j as the spec says, and in Spanish', (error, english, spanish) => {
    expect(fieldErrorText(error, 'en')).toBe(english);
    expect(fieldErrorText(error, 'es')).toBe(spanish);
  });
});
