import type { AppInstance } from '../../../app/appInstance';

/** api/portal Auth (SendLink, Login, LoginWithNewPatient, CurrentUser) and Accesses. */
export async function portalAuthRoutes(_app: AppInstance): Promise<void> {}
