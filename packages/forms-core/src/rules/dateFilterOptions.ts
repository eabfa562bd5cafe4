/** Date filter choices of the clinical list components (spec forms.md section 9). */
export const PRESCRIBING_DATE_FILTERS = [
  'all',
  'currentday',
  'last7days',
  'last30days',
  'last3months',
] as const;
export const PRESCRIBING_DEFAULT_DATE_FILTER = 'all';

/** eMAR offers no "all": its lists are always bounded. */
export const EMAR_DATE_FILTERS = ['currentday', 'last7days', 'last30days', 'last3months'] as const;
export const EMAR_DEFAULT_DATE_FILTER = 'currentday';

export type DateFilterOption = (typeof PRESCRIBING_DATE_FILTERS)[number];
