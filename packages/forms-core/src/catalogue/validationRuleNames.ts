/**
 * The catalogue names the validation rules each type takes; ../validation
 * implements them (a Record over this union, so none can be missing).
 */
export const validationRuleNames = [
  'required',
  /** Required, except a client ("Patient") signature while filling. */
  'signatureRequired',
  'minLength',
  'maxLength',
  'email',
  'phone',
  'minValue',
  'maxValue',
  'dateFormat',
  'minDate',
  'maxDate',
  'maxOptions',
  /** Signed By at most 50 characters. */
  'signedBy',
  /** A Checkbox marked mustBeTicked (an acknowledgement) is ticked. */
  'mustBeTicked',
] as const;

export type ValidationRuleName = (typeof validationRuleNames)[number];

/**
 * What "empty" means for a type's value (spec section 5): most values are empty
 * when null, blank or an empty list; composite values look at their key part.
 */
export type EmptinessKind =
  | 'plain'
  /** Empty when neither value nor otherValue is filled. */
  | 'dropdownV2'
  /** Empty without a signature image. */
  | 'signature'
  /** Empty without a picture. */
  | 'picture'
  /** A value that is only a dial code ("+1") is empty. */
  | 'phone'
  /** Empty when all three " - "-joined parts are empty. */
  | 'frequencyDuration'
  /** Empty without an answer object. */
  | 'assessment'
  /** Empty without a chosen document (document picker value). */
  | 'document'
  /** Empty without a chosen treatment plan document. */
  | 'treatmentPlan';
