/**
 * English texts of forms.md sections 5 and 8 that take no bound, verbatim. Form validation speaks
 * in codes (FieldError) worded by fieldErrorText; these also word the server's checks of request
 * fields (clinical dialogs) that are not form components.
 */
export const validationMessages = {
  required: 'This field is required',
  email: 'This field must have a valid email format',
  phone: 'Invalid phone number',
  dateFormat: 'This field must have a valid date format',
  /**
   * Not in the spec: a consent Checkbox marked "must be ticked" (our reading of a required
   * boolean, docs/decisions.md) that is not ticked.
   */
  mustBeTicked: 'Tick this box to continue',
  /**
   * Not in the spec: a value of the wrong shape for its type (a number in a signature, text in a
   * datatable…), which only a broken client or a forged submission produces.
   */
  invalidValue: 'This field has an invalid value',
} as const;
