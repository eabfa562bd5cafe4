import type { CoreWaitlistOffer } from '@clinic/api-contract';
import dayjs from 'dayjs';
import { formatWallClock, timeFormat } from '../../format/formatDate';

/** "03/07/2025 04:00 PM – 05:00 PM · Luis Romero, LMFT · Riverbend Downtown", as it reads at the location. */
export function offerSlotText(offer: CoreWaitlistOffer): string {
  const end = dayjs(`${offer.date}T${offer.endTime}`).format(timeFormat);
  return `${formatWallClock(`${offer.date}T${offer.time}`)} – ${end} · ${offer.clinicianName} · ${offer.locationName}`;
}
