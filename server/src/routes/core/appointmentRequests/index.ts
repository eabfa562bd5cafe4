import type { AppInstance } from '../../../app/appInstance';

/** api/core appointment request review (approve, decline) and the live update stream. */
export async function coreAppointmentRequestsRoutes(_app: AppInstance): Promise<void> {}
