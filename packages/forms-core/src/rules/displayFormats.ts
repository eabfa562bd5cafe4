/** Display and storage formats and texts (spec forms.md section 9, portal.md sections 5 and 9). */

/** Storage formats: what date and time controls emit. */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
export const ISO_TIME_FORMAT = 'HH:mm:ss';

export const DATATABLE_DATE_FORMAT = 'MMM DD, YYYY';
export const DATATABLE_TIME_FORMAT = 'hh:mm a';

export const DISPLAY_DATE_FORMAT = 'MM/DD/YYYY';
export const DISPLAY_TIME_FORMAT = 'hh:mm A';
export const DISPLAY_DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm A';

export const EMPTY_VALUE_TEXT = '--';
export const ALL_DAY_TEXT = 'All day';
export const NOT_YET_DISPENSED_TEXT = 'Not Yet Dispensed';
/** Billing shows this for an empty date. */
export const NOT_SELECTED_DATE_TEXT = 'Not selected';
