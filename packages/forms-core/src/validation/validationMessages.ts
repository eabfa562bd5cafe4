/** The validation messages of spec sections 5 and 8, verbatim. */
export const validationMessages = {
  required: 'This field is required',
  minLength: (length: number) => `This field length must be greater than ${length}`,
  maxLength: (length: number) => `This field length must be less than ${length}`,
  email: 'This field must have a valid email format',
  phone: 'Invalid phone number',
  minValue: (value: number) => `This value must be greater than or equal to ${value}`,
  maxValue: (value: number) => `This value must be less than or equal to ${value}`,
  dateFormat: 'This field must have a valid date format',
  /** `date` is the bound as the user reads it, MM/DD/YYYY. */
  minDate: (date: string) => `This date must be greater than ${date}`,
  maxDate: (date: string) => `This date must be less than ${date}`,
  maxOptions: (count: number) => `The maximum number of selected items allowed is ${count}`,
  /**
   * Not in the spec: a value of the wrong shape for its type (a number in a
   * signature, text in a datatable…), which only a broken client or a forged
   * submission produces. The server must still answer with a message.
   */
  invalidValue: 'This field has an invalid value',
} as const;
