import type { AppInstance } from '../../../app/appInstance';

/** api/portal Appointments, AppointmentRequests, SendAppointmentUpdateSignalToMainApp and Waitlist. */
export async function portalAppointmentsRoutes(_app: AppInstance): Promise<void> {}
