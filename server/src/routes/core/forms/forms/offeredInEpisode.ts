import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { locations } from '../../../../db/schema';
import { loadEpisode } from '../../../../documents/loadEpisode';

/** Form or form-group ids offered, or null when every one is. */
export type OfferedIds = string[] | null;

/**
 * The forms and form groups offered to staff in an episode: its location's staff lists, not the
 * lists offered to patients, so a new form is usable in the chart before patients are offered it.
 * Null (an episode without location, or a location that does not restrict) offers every one.
 * 404 when the episode is unknown.
 */
export async function offeredInEpisode(
  db: Queryable,
  episodeId: string,
): Promise<{ formIds: OfferedIds; formGroupIds: OfferedIds }> {
  const everything = { formIds: null, formGroupIds: null };
  const episode = await loadEpisode(db, episodeId);
  if (!episode.locationId) return everything;
  const [location] = await db
    .select({ formIds: locations.staffFormIds, formGroupIds: locations.staffFormGroupIds })
    .from(locations)
    .where(eq(locations.id, episode.locationId));
  return location ?? everything;
}
