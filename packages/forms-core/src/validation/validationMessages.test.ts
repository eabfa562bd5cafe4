import { describe, expect, it } from 'vitest';
import { validationMessages } from './validationMessages';

describe('validation messages', () => {
  it.each([
    [validationMessages.required, 'This field is required'],
    [validationMessages.minLength(3), 'This field length must be greater than 3'],
    [validationMessages.maxLength(10), 'This field length must be less than 10'],
    [validationMessages.email, 'This field must have a valid email format'],
    [validationMessages.phone, 'Invalid phone number'],
    [validationMessages.minValue(0), 'This value must be greater than or equal to 0'],
    [validationMessages.maxValue(99.5), 'This value must be less than or equal to 99.5'],
    [validationMessages.dateFormat, 'This field must have a valid date format'],
    [validationMessages.minDate('01/31/2024'), 'This date must be greater than 01/31/2024'],
    [validationMessages.maxDate('12/01/2024'), 'This date must be less than 12/01/2024'],
    [validationMessages.maxOptions(2), 'The maximum number of selected items allowed is 2'],
  ])('reads "%s" verbatim', (message, expected) => {
    expect(message).toBe(expected);
  });
});
