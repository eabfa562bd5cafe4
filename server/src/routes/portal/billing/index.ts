import type { AppInstance } from '../../../app/appInstance';
import { accountCardLookupRoutes } from './accountCardLookupRoutes';
import { creditCardRoutes } from './creditCardRoutes';
import { demographicsSyncRoutes } from './demographicsSyncRoutes';
import { invoiceRoutes } from './invoiceRoutes';
import { patientRecordRoutes } from './patientRecordRoutes';
import { paymentRequestRoutes } from './paymentRequestRoutes';
import { paymentRoutes } from './paymentRoutes';

/** api/portal/Patients (portal.md section 7): billing, payments, cards, demographics. */
export async function portalBillingRoutes(app: AppInstance): Promise<void> {
  await app.register(patientRecordRoutes);
  await app.register(creditCardRoutes);
  await app.register(paymentRoutes);
  await app.register(paymentRequestRoutes);
  await app.register(accountCardLookupRoutes);
  await app.register(demographicsSyncRoutes);
  await app.register(invoiceRoutes);
}
