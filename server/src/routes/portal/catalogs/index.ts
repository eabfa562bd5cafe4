import type { AppInstance } from '../../../app/appInstance';
import { catalogIntakeFormsRoutes } from './catalogIntakeFormsRoutes';
import { catalogListsRoutes } from './catalogListsRoutes';
import { catalogLocationsRoutes } from './catalogLocationsRoutes';

/** api/portal catalogs (Catalog/*, MedicationRoute, UnitOfMeasurement, DiagnosisCodeStatus): public. */
export async function portalCatalogsRoutes(app: AppInstance): Promise<void> {
  await app.register(catalogListsRoutes);
  await app.register(catalogLocationsRoutes);
  await app.register(catalogIntakeFormsRoutes);
}
