import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { episodesOfCare, locations, patients } from '../db/schema';

/**
 * Each document's clinic time zone: its episode's location's, else the patient's (UTC without
 * one), as the staff app and the portal read it, so a printout shows instants as the screen does.
 */
export async function clinicTimeZones(
  db: Queryable,
  patientLocationId: string | null,
  documents: readonly { id: string; episodeOfCareId: string | null }[],
): Promise<Map<string, string>> {
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
  const zones =
    locationIds.length > 0
      ? await db
          .select({ id: locations.id, timeZone: locations.timeZone })
          .from(locations)
          .where(inArray(locations.id, locationIds))
      : [];
  return new Map(
    documents.map((document) => [
      document.id,
      zones.find((location) => location.id === locationOf(document))?.timeZone ?? 'UTC',
    ]),
  );
}

/** One document's clinic time zone (the portal's e-form reads its instants in it). */
export async function documentTimeZone(
  db: Queryable,
  document: { id: string; patientId: string; episodeOfCareId: string | null },
): Promise<string> {
  const [patient] = await db
    .select({ locationId: patients.locationId })
    .from(patients)
    .where(eq(patients.id, document.patientId));
  return (await clinicTimeZones(db, patient?.locationId ?? null, [document])).get(document.id) ?? 'UTC';
}
