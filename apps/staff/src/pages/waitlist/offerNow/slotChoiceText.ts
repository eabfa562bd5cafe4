import type { CoreWaitlistFreeSlot } from '@clinic/api-contract';
import { locationTimeRangeText } from '../../../format/zoneLabels';
import { waitlistTexts as texts } from '../waitlistTexts';

/** Where the slot is: its location's zone, and the viewer's language and zone. */
export interface SlotReading {
  timeZone: string | undefined;
  language: string;
  viewerZone?: string;
}

/**
 * "09:00 AM – 10:00 AM · Maya Chen, LCSW" at the location (its zone named when the viewer's clock
 * differs), marked when outside the patient's choices.
 */
export function slotChoiceText(
  date: string,
  slot: CoreWaitlistFreeSlot,
  clinicianName: string,
  reading: SlotReading,
): string {
  const range = locationTimeRangeText(
    { date, ...slot },
    reading.timeZone,
    reading.language,
    reading.viewerZone,
  );
  const text = `${range} · ${clinicianName}`;
  return slot.suitsPatient ? text : `${text} ${texts.outsideChoices}`;
}
