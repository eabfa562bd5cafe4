import type { CoreReferenceAvailabilitySlot } from '@clinic/api-contract';
import dayjs from 'dayjs';

/**
 * Whether a calendar slot (a floating Date: its fields are the location's wall clock, see
 * wallClockDates.ts) lies outside every weekly hour the clinician keeps at the location (any
 * location when none is chosen).
 */
export function isOffHours(
  slot: Date,
  hours: readonly CoreReferenceAvailabilitySlot[],
  locationId: string,
): boolean {
  const time = dayjs(slot).format('HH:mm');
  return !hours.some(
    (hour) =>
      hour.weekday === slot.getDay() &&
      (locationId === '' || hour.locationId === locationId) &&
      hour.startTime <= time &&
      time < hour.endTime,
  );
}
