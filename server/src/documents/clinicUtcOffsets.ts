import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { episodesOfCare, locations } from '../db/schema';

/**
 * Each document's clinic time in minutes from UTC: its episode's location, else the patient's,
 * as the staff app reads it (`timeZoneHoursShift` × 60), so a printout shows instants as the
 * screen does.
 */
export async function clinicUtcOffsets(
  db: Queryable,
  patientLocationId: string | null,
  documents: readonly { id: string; episodeOfCareId: string | null }[],
): Promise<Map<string, number>> {
  const episodeIds = [
    ...new Set(documents.map((d) => d.episodeOfCareId).filter((id): id is string => id !== null)),
  ];
  const episodes =
    episodeIds.length > 0
      ? await db
          .select({ id: episodesOfCare.id, locationId: episodesOfCare.locationId })
          .from(episodesOfCare)
          .where(inArray(episodesOfCare.id, episodeIds))
      : [];
  const locationOf = (document: { episodeOfCareId: string | null }) =>
    episodes.find((episode) => episode.id === document.episodeOfCareId)?.locationId ?? patientLocationId;
  const locationIds = [...new Set(documents.map(locationOf).filter((id): id is string => id !== null))];
  const shifts =
    locationIds.length > 0
      ? await db
          .select({ id: locations.id, shift: locations.timeZoneHoursShift })
          .from(locations)
          .where(inArray(locations.id, locationIds))
      : [];
  return new Map(
    documents.map((document) => [
      document.id,
      (shifts.find((location) => location.id === locationOf(document))?.shift ?? 0) * 60,
    ]),
  );
}
