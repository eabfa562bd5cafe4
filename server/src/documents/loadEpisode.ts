import { eq } from 'drizzle-orm';
import { notFound } from '../app/httpError';
import type { Queryable } from '../db/database';
import { episodesOfCare } from '../db/schema';

export type EpisodeRow = typeof episodesOfCare.$inferSelect;

/** An episode of care, or 404; with `patientId`, an episode of another patient is 404 as well. */
export async function loadEpisode(db: Queryable, id: string, patientId?: string): Promise<EpisodeRow> {
  const [episode] = await db.select().from(episodesOfCare).where(eq(episodesOfCare.id, id));
  if (!episode || (patientId !== undefined && episode.patientId !== patientId)) throw notFound();
  return episode;
}
