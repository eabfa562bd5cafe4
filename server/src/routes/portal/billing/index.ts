import type { AppInstance } from '../../../app/appInstance';

/** api/portal Patients (billing, payments, cards, demographics). */
export async function portalBillingRoutes(_app: AppInstance): Promise<void> {}
