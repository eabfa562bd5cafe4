import type { CoreWaitlistFreeSlot } from '@clinic/api-contract';
import dayjs from 'dayjs';
import { timeFormat } from '../../../format/formatDate';
import { waitlistTexts as texts } from '../waitlistTexts';

/** "09:00 AM – 10:00 AM · Maya Chen, LCSW", marked when outside the patient's choices. */
export function slotChoiceText(date: string, slot: CoreWaitlistFreeSlot, clinicianName: string): string {
  const at = (time: string) => dayjs(`${date}T${time}`).format(timeFormat);
  const text = `${at(slot.time)} – ${at(slot.endTime)} · ${clinicianName}`;
  return slot.suitsPatient ? text : `${text} ${texts.outsideChoices}`;
}
