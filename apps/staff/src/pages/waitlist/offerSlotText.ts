import type { CoreWaitlistOffer } from '@clinic/api-contract';
import { formatDate } from '../../format/formatDate';
import { locationTimeRangeText } from '../../format/zoneLabels';

/**
 * "03/07/2025 04:00 PM – 05:00 PM · Luis Romero, LMFT · Riverbend Downtown", as it reads at the
 * location, its zone named when the viewer's clock differs ("04:00 PM – 05:00 PM EST").
 */
export function offerSlotText(offer: CoreWaitlistOffer, language: string, viewerZone?: string): string {
  const range = locationTimeRangeText(offer, offer.timeZone, language, viewerZone);
  return `${formatDate(offer.date)} ${range} · ${offer.clinicianName} · ${offer.locationName}`;
}
