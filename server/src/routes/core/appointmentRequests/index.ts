import type { AppInstance } from '../../../app/appInstance';
import { staffChannel } from '../../../live/liveBus';
import { registerLiveRoutes } from '../../../live/liveRoutes';
import { appointmentCancelRoutes } from './appointmentCancelRoutes';
import { appointmentVideoVisitRoutes } from './appointmentVideoVisitRoutes';
import { requesterCheckRoutes } from './requesterCheckRoutes';
import { requestReviewRoutes } from './requestReviewRoutes';

/** api/core appointment request review (approve, decline, duplicates, e-mail verification), appointment cancellation and video visit links, and the live update stream. */
export async function coreAppointmentRequestsRoutes(app: AppInstance): Promise<void> {
  await app.register(requestReviewRoutes);
  await app.register(requesterCheckRoutes);
  await app.register(appointmentCancelRoutes);
  await app.register(appointmentVideoVisitRoutes);
  registerLiveRoutes(app, {
    audience: 'core',
    tag: 'core: live',
    events:
      "Emits 'appointment-request' ({requestId, status, change}) when a patient creates, cancels or signals a request, and when staff review one; 'profile-change-request' ({requestId, status, change}) when a patient sends a profile change request and when staff apply or reject one.",
    channelOf: (session) => (session.staffUserId ? staffChannel : undefined),
  });
}
