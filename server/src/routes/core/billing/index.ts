import type { AppInstance } from '../../../app/appInstance';
import { coreDeskPaymentRoutes } from './deskPaymentRoutes';
import { coreInvoiceRoutes } from './invoiceRoutes';
import { coreLedgerRoutes } from './ledgerRoutes';
import { coreTakingsRoutes } from './takingsRoutes';

/** api/core/Patients/{id}/Billing...: the staff side of billing. */
export async function coreBillingRoutes(app: AppInstance): Promise<void> {
  await app.register(coreLedgerRoutes);
  await app.register(coreDeskPaymentRoutes);
  await app.register(coreInvoiceRoutes);
  await app.register(coreTakingsRoutes);
}
