/** Default choices of the Frequency-duration field (spec forms.md section 9). */
export const FREQUENCY_FIRST_DEFAULT_OPTIONS = [
  'Once',
  'Twice',
  '3 times',
  '4 times',
  '5 times',
  '1-3 times',
  '1-4 times',
  '2-8 times',
] as const;

/** The spec lists "per day, week, month, …": "per" applies to each. */
export const FREQUENCY_SECOND_DEFAULT_OPTIONS = [
  'per day',
  'per week',
  'per month',
  'per session',
  'per shift',
  'per minute',
  'per hour',
  'per morning',
] as const;

export const DURATION_DEFAULT_OPTIONS = ['forever', '1 week', '1 month', '6 months', '1 year'] as const;
