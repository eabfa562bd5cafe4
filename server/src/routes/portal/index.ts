import type { AppInstance } from '../../app/appInstance';
import { requireSession } from '../../auth/authenticate';
import { portalAppointmentsRoutes } from './appointments';
import { portalAuthRoutes } from './auth';
import { portalBillingRoutes } from './billing';
import { portalCatalogsRoutes } from './catalogs';
import { portalDocumentsRoutes } from './documents';
import { systemSettingsRoutes } from './systemSettingsRoutes';

/** Everything under /api/portal: patients (audience `portal`); routes marked public excepted. */
export async function portalRoutes(app: AppInstance): Promise<void> {
  requireSession(app, 'portal');
  await app.register(systemSettingsRoutes);
  await app.register(portalAuthRoutes);
  await app.register(portalCatalogsRoutes);
  await app.register(portalAppointmentsRoutes);
  await app.register(portalBillingRoutes);
  await app.register(portalDocumentsRoutes);
}
