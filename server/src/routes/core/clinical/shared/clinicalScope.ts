import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { episodesOfCare, patients } from '../../../../db/schema';

/** Whose record it is and, when it belongs to one, which episode of care. */
export interface ClinicalScope {
  patientId: string;
  episodeOfCareId: string | null;
}

export async function requireEpisode(db: Queryable, episodeOfCareId: string) {
  const [episode] = await db
    .select({ id: episodesOfCare.id, patientId: episodesOfCare.patientId })
    .from(episodesOfCare)
    .where(eq(episodesOfCare.id, episodeOfCareId));
  if (!episode) throw notFound();
  return episode;
}

export async function requirePatient(db: Queryable, patientId: string) {
  const [patient] = await db.select().from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound();
  return patient;
}

/**
 * The scope a body names: an episode (its patient follows from it) or a patient alone. An
 * unknown id, or a patient that is not the episode's, answers 404.
 */
export async function resolveScope(
  db: Queryable,
  ids: { patientId?: string | undefined; episodeOfCareId?: string | undefined },
): Promise<ClinicalScope> {
  if (ids.episodeOfCareId) {
    const episode = await requireEpisode(db, ids.episodeOfCareId);
    if (ids.patientId && ids.patientId !== episode.patientId) throw notFound();
    return { patientId: episode.patientId, episodeOfCareId: episode.id };
  }
  if (!ids.patientId) throw notFound();
  await requirePatient(db, ids.patientId);
  return { patientId: ids.patientId, episodeOfCareId: null };
}

/** Rows of the scope: the episode's, or every one of the patient's when no episode is named. */
export function scopeWhere(
  scope: ClinicalScope,
  columns: { patientId: AnyPgColumn; episodeOfCareId: AnyPgColumn },
): SQL {
  return scope.episodeOfCareId
    ? eq(columns.episodeOfCareId, scope.episodeOfCareId)
    : eq(columns.patientId, scope.patientId);
}
