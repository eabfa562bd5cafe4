import { eq } from 'drizzle-orm';
import { refused } from '../app/httpError';
import type { Queryable } from '../db/database';
import { organizationSettings } from '../db/schema';

export const requestsDisabledMessage =
  'Appointment requests are not available at this time. Please contact the clinic.';
export const newPatientRequestsDisabledMessage =
  'Appointment requests from new patients are not available. Please sign in to request an appointment.';

/**
 * Appointment requests need appointmentRequestEnable; a visitor who is not signed in also needs
 * appointmentRequestNewPatientEnable (portal.md section 2). A clinic without settings allows none.
 */
export async function assertAppointmentRequestsAllowed(db: Queryable, signedIn: boolean): Promise<void> {
  const [settings] = await db
    .select({
      enabled: organizationSettings.appointmentRequestEnable,
      newPatients: organizationSettings.appointmentRequestNewPatientEnable,
    })
    .from(organizationSettings)
    .where(eq(organizationSettings.id, 1));
  if (!settings?.enabled) throw refused(403, 'requestsDisabled', requestsDisabledMessage);
  if (!signedIn && !settings.newPatients)
    throw refused(403, 'newPatientRequestsDisabled', newPatientRequestsDisabledMessage);
}
