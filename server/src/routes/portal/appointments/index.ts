import type { AppInstance } from '../../../app/appInstance';
import { patientChannel } from '../../../live/liveBus';
import { registerLiveRoutes } from '../../../live/liveRoutes';
import { appointmentCalendarRoutes } from './appointmentCalendarRoutes';
import { appointmentCancelRoutes } from './appointmentCancelRoutes';
import { appointmentRequestsRoutes } from './appointmentRequestsRoutes';
import { appointmentSignalRoutes } from './appointmentSignalRoutes';
import { appointmentsRoutes } from './appointmentsRoutes';
import { availabilityRoutes } from './availabilityRoutes';
import { patientRegistrationRoutes } from './patientRegistrationRoutes';
import { reminderLinkRoutes } from './reminderLinkRoutes';
import { requestCancelByCodeRoutes } from './requestCancelByCodeRoutes';
import { requesterCodeRoutes } from './requesterCodeRoutes';
import { slotHoldRoutes } from './slotHoldRoutes';
import { waitlistOfferRoutes } from './waitlistOfferRoutes';
import { waitlistRoutes } from './waitlistRoutes';

/** api/portal Appointments, AppointmentRequests, SendAppointmentUpdateSignalToMainApp, Waitlist and Live. */
export async function portalAppointmentsRoutes(app: AppInstance): Promise<void> {
  await app.register(appointmentsRoutes);
  await app.register(appointmentCancelRoutes);
  await app.register(appointmentCalendarRoutes);
  await app.register(requestCancelByCodeRoutes);
  await app.register(reminderLinkRoutes);
  await app.register(appointmentRequestsRoutes);
  await app.register(availabilityRoutes);
  await app.register(slotHoldRoutes);
  await app.register(patientRegistrationRoutes);
  await app.register(requesterCodeRoutes);
  await app.register(appointmentSignalRoutes);
  await app.register(waitlistRoutes);
  await app.register(waitlistOfferRoutes);
  registerLiveRoutes(app, {
    audience: 'portal',
    tag: 'portal: live',
    events:
      "Emits 'appointment-request-updated' ({requestId, status, change}) when staff approve or decline a request of the signed-in patient.",
    channelOf: (session) => (session.patientId ? patientChannel(session.patientId) : undefined),
  });
}
