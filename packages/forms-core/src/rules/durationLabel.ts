import { ALL_DAY_TEXT } from './displayFormats';

/**
 * A duration in minutes as the time pickers show it: 0 is 'All day'; under an hour in
 * "mins" (always plural, as in the spec: "1 mins" is not offered by the pickers);
 * exactly an hour "1 hr"; longer in "hrs", with up to two decimals ("1.5 hrs", "2 hrs").
 */
export function durationLabel(minutes: number): string {
  if (minutes === 0) return ALL_DAY_TEXT;
  if (minutes < 60) return `${minutes} mins`;
  if (minutes === 60) return '1 hr';
  return `${Math.round((minutes / 60) * 100) / 100} hrs`;
}
