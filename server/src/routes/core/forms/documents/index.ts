import type { AppInstance } from '../../../../app/appInstance';
import { documentsReadRoutes } from './documentsReadRoutes';
import { documentsRenderRoutes } from './documentsRenderRoutes';
import { documentsUploadRoutes } from './documentsUploadRoutes';
import { documentsWriteRoutes } from './documentsWriteRoutes';

/** api/core/Documents. */
export async function documentsRoutes(app: AppInstance): Promise<void> {
  await app.register(documentsReadRoutes);
  await app.register(documentsWriteRoutes);
  await app.register(documentsUploadRoutes);
  await app.register(documentsRenderRoutes);
}
