import type { AppInstance } from '../../../app/appInstance';
import { coreLedgerRoutes } from './ledgerRoutes';

/** api/core/Patients/{id}/Billing...: the staff side of billing. */
export async function coreBillingRoutes(app: AppInstance): Promise<void> {
  await app.register(coreLedgerRoutes);
}
