import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { locations } from '../../../../db/schema';
import { loadEpisode } from '../../../../documents/loadEpisode';

/**
 * The form and form-group ids offered in an episode: its location's lists. An empty list means
 * the location does not restrict (every form is offered). 404 when the episode is unknown.
 */
export async function offeredInEpisode(
  db: Queryable,
  episodeId: string,
): Promise<{ formIds: string[]; formGroupIds: string[] }> {
  const episode = await loadEpisode(db, episodeId);
  if (!episode.locationId) return { formIds: [], formGroupIds: [] };
  const [location] = await db
    .select({ formIds: locations.formIds, formGroupIds: locations.formGroupIds })
    .from(locations)
    .where(eq(locations.id, episode.locationId));
  return location ?? { formIds: [], formGroupIds: [] };
}
