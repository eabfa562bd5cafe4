import type { AppInstance } from '../../../app/appInstance';

/** api/portal catalogs (Catalog/*, MedicationRoute, UnitOfMeasurement, DiagnosisCodeStatus). */
export async function portalCatalogsRoutes(_app: AppInstance): Promise<void> {}
