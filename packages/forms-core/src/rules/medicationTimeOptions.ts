import { minutesToTime } from './timeOfDay';

/** The scheduled-medication modal offers a time every 15 minutes, 00:00 to 23:45. */
export const MEDICATION_TIME_OPTIONS: readonly string[] = Array.from({ length: 96 }, (_, index) =>
  minutesToTime(index * 15),
);
