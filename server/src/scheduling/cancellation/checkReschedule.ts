import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { appointments, locations } from '../../db/schema';
import { now } from '../clock';
import { isUpcoming } from '../isUpcoming';
import { appointmentRefusal } from './refusals';

/**
 * A reschedule request names the patient's own appointment (another patient's is 404) that is
 * still upcoming and scheduled; approving the request cancels it.
 */
export async function checkReschedule(
  db: Queryable,
  appointmentId: string,
  patientId: string,
): Promise<void> {
  const [found] = await db
    .select({ appointment: appointments, timeZone: locations.timeZone })
    .from(appointments)
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.patientId, patientId)));
  if (!found) throw appointmentRefusal('notFound');
  if (found.appointment.status !== 'Show' || !isUpcoming(found.appointment, found.timeZone, now())) {
    throw appointmentRefusal('notReschedulable');
  }
}
