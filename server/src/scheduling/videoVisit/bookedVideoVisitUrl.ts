import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clinicians } from '../../db/schema';
import { isTelehealthPlace } from './telehealthPlace';

export interface VideoVisitBooking {
  placeOfServiceId: string | null;
  clinicianId: string | null;
  /** What staff gave when approving: a link, null for none yet, undefined for the clinician's. */
  chosen?: string | null | undefined;
}

/**
 * The link a new appointment is booked with: a telehealth visit gets the one staff gave, else
 * the clinician's standing video room; a visit in person gets none.
 */
export async function bookedVideoVisitUrl(db: Queryable, booking: VideoVisitBooking): Promise<string | null> {
  if (!(await isTelehealthPlace(db, booking.placeOfServiceId))) return null;
  if (booking.chosen !== undefined) return booking.chosen;
  if (!booking.clinicianId) return null;
  const [clinician] = await db
    .select({ videoVisitUrl: clinicians.videoVisitUrl })
    .from(clinicians)
    .where(eq(clinicians.id, booking.clinicianId));
  return clinician?.videoVisitUrl ?? null;
}
