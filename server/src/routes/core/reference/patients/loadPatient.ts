import type { CoreReferencePatient } from '@clinic/api-contract';
import { desc, eq } from 'drizzle-orm';
import { notFound } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { episodesOfCare, locations, patients } from '../../../../db/schema';
import { toPatientDto } from './toPatientDto';

/** The whole patient record the staff app shows, or 404. */
export async function loadPatient(db: Queryable, patientId: string): Promise<CoreReferencePatient> {
  const [found] = await db
    .select({ patient: patients, location: { id: locations.id, name: locations.name } })
    .from(patients)
    .leftJoin(locations, eq(locations.id, patients.locationId))
    .where(eq(patients.id, patientId));
  if (!found) throw notFound();
  const episodes = await listEpisodes(db, patientId);
  return toPatientDto(found.patient, found.location, episodes);
}

/** A patient's episodes of care, newest first. */
export function listEpisodes(db: Queryable, patientId: string) {
  return db
    .select()
    .from(episodesOfCare)
    .where(eq(episodesOfCare.patientId, patientId))
    .orderBy(desc(episodesOfCare.startDate), desc(episodesOfCare.createdAt));
}
