import { validationMessages } from '@clinic/forms-core';
import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from './validationText';

describe('translateValidationMessage', () => {
  it('keeps English as forms-core gives it', () => {
    expect(translateValidationMessage(validationMessages.minLength(3), 'en')).toBe(
      'This field length must be greater than 3',
    );
  });

  it('gives every message in Spanish with its number or date', () => {
    const es = (message: string) => translateValidationMessage(message, 'es');
    expect(es(validationMessages.required)).toBe('Este campo es obligatorio');
    expect(es(validationMessages.minLength(3))).toBe('La longitud de este campo debe ser mayor que 3');
    expect(es(validationMessages.maxLength(10))).toBe('La longitud de este campo debe ser menor que 10');
    expect(es(validationMessages.email)).toBe(
      'Este campo debe tener un formato de correo electrónico válido',
    );
    expect(es(validationMessages.phone)).toBe('Número de teléfono no válido');
    expect(es(validationMessages.minValue(-1.5))).toBe('Este valor debe ser mayor o igual que -1.5');
    expect(es(validationMessages.maxValue(99))).toBe('Este valor debe ser menor o igual que 99');
    expect(es(validationMessages.dateFormat)).toBe('Este campo debe tener un formato de fecha válido');
    expect(es(validationMessages.minDate('01/02/2025'))).toBe('Esta fecha debe ser posterior a 01/02/2025');
    expect(es(validationMessages.maxDate('12/31/2025'))).toBe('Esta fecha debe ser anterior a 12/31/2025');
    expect(es(validationMessages.maxOptions(2))).toBe(
      'El número máximo de elementos seleccionados permitido es 2',
    );
    expect(es(validationMessages.invalidValue)).toBe('Este campo tiene un valor no válido');
  });

  it('leaves a message it does not know as it is', () => {
    expect(translateValidationMessage('Signed By is too long', 'es')).toBe('Signed By is too long');
  });
});
