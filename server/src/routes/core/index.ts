import type { AppInstance } from '../../app/appInstance';
import { requireSession } from '../../auth/authenticate';
import { coreAppointmentRequestsRoutes } from './appointmentRequests';
import { auditTrailRoutes } from './auditTrail/auditTrailRoutes';
import { changePasswordRoute } from './auth/changePasswordRoute';
import { staffAuthRoutes } from './auth/staffAuthRoutes';
import { staffSignatureRoutes } from './auth/staffSignatureRoutes';
import { coreBillingRoutes } from './billing';
import { coreClinicalRoutes } from './clinical';
import { coreFormsRoutes } from './forms';
import { coreMessagesRoutes } from './messages';
import { coreReferenceRoutes } from './reference';
import { scheduleRoutes } from './schedule/scheduleRoutes';
import { coreWaitlistOfferRoutes } from './waitlist/coreWaitlistOfferRoutes';
import { coreWaitlistRoutes } from './waitlist/coreWaitlistRoutes';

/** Everything under /api/core: staff only (audience `core`), except signing in. */
export async function coreRoutes(app: AppInstance): Promise<void> {
  requireSession(app, 'core');
  await app.register(staffAuthRoutes);
  await app.register(changePasswordRoute);
  await app.register(staffSignatureRoutes);
  await app.register(coreFormsRoutes);
  await app.register(coreClinicalRoutes);
  await app.register(coreReferenceRoutes);
  await app.register(coreAppointmentRequestsRoutes);
  await app.register(coreMessagesRoutes);
  await app.register(auditTrailRoutes);
  await app.register(coreWaitlistRoutes);
  await app.register(coreWaitlistOfferRoutes);
  await app.register(coreBillingRoutes);
  await app.register(scheduleRoutes);
}
