import { describe, expect, it } from 'vitest';
import {
  ALL_DAY_TEXT,
  DATATABLE_DATE_FORMAT,
  DATATABLE_TIME_FORMAT,
  DISPLAY_DATE_TIME_FORMAT,
  EMPTY_VALUE_TEXT,
  ISO_DATE_FORMAT,
  ISO_TIME_FORMAT,
  NOT_SELECTED_DATE_TEXT,
  NOT_YET_DISPENSED_TEXT,
} from './displayFormats';

describe('display formats and texts', () => {
  it('match the spec verbatim', () => {
    expect([ISO_DATE_FORMAT, ISO_TIME_FORMAT, DATATABLE_DATE_FORMAT, DATATABLE_TIME_FORMAT]).toEqual([
      'YYYY-MM-DD',
      'HH:mm:ss',
      'MMM DD, YYYY',
      'hh:mm a',
    ]);
    expect(DISPLAY_DATE_TIME_FORMAT).toBe('MM/DD/YYYY hh:mm A');
    expect([EMPTY_VALUE_TEXT, ALL_DAY_TEXT, NOT_YET_DISPENSED_TEXT, NOT_SELECTED_DATE_TEXT]).toEqual([
      '--',
      'All day',
      'Not Yet Dispensed',
      'Not selected',
    ]);
  });
});
