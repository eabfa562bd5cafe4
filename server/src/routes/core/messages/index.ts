import type { AppInstance } from '../../../app/appInstance';

/** api/core secure messaging: the clinic's inbox of patients' portal messages. */
export async function coreMessagesRoutes(_app: AppInstance): Promise<void> {}
