import type { AppInstance } from '../../../app/appInstance';
import { patientChangeRequestsRoutes } from './changeRequests/patientChangeRequestsRoutes';
import { coreMessageThreadsRoutes } from './threads/coreMessageThreadsRoutes';

/** api/core secure messaging: the clinic's inbox of patients' portal messages, and their profile change requests. */
export async function coreMessagesRoutes(app: AppInstance): Promise<void> {
  await app.register(coreMessageThreadsRoutes);
  await app.register(patientChangeRequestsRoutes);
}
