import type { AppInstance } from '../../../app/appInstance';
import { accessesRoutes } from './accessesRoutes';
import { sessionRoutes } from './sessionRoutes';
import { signInRoutes } from './signInRoutes';

/** api/portal Auth (SendLink, Login, LoginWithNewPatient, CurrentUser, Language, Logout) and Accesses. */
export async function portalAuthRoutes(app: AppInstance): Promise<void> {
  await app.register(signInRoutes);
  await app.register(sessionRoutes);
  await app.register(accessesRoutes);
}
