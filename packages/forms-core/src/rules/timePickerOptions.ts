import { DATE_TIME_PICKER_MAX_TIME, DATE_TIME_PICKER_MIN_TIME } from './clampTime';
import { durationLabel } from './durationLabel';
import { minutesToTime, timeToMinutes } from './timeOfDay';

export interface TimePickerOption {
  /** "HH:mm". */
  time: string;
  /** Time after the begin time, e.g. "45 mins", "1.5 hrs". */
  durationLabel: string;
}

/**
 * End-time choices after a begin time: the first is 15 minutes after it, the next three
 * steps are 15 minutes (30 mins, 45 mins, 1 hr), then every 30 minutes (1.5 hrs, 2 hrs, …),
 * up to the max bound. The begin time is first clamped into the bounds.
 */
export function timePickerOptions(
  beginTime: string,
  min: string = DATE_TIME_PICKER_MIN_TIME,
  max: string = DATE_TIME_PICKER_MAX_TIME,
): TimePickerOption[] {
  const low = timeToMinutes(min) ?? 0;
  const high = timeToMinutes(max) ?? 24 * 60 - 1;
  const begin = Math.min(Math.max(timeToMinutes(beginTime) ?? low, low), high);
  const options: TimePickerOption[] = [];
  for (let offset = 15; begin + offset <= high; offset += offset < 60 ? 15 : 30) {
    options.push({ time: minutesToTime(begin + offset), durationLabel: durationLabel(offset) });
  }
  return options;
}
