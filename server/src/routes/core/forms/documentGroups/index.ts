import type { AppInstance } from '../../../../app/appInstance';
import { documentGroupsRenderRoutes } from './documentGroupsRenderRoutes';
import { documentGroupsRoutes } from './documentGroupsRoutes';
import { documentGroupsUploadRoutes } from './documentGroupsUploadRoutes';

/** api/core/DocumentGroups. */
export async function documentGroupsAreaRoutes(app: AppInstance): Promise<void> {
  await app.register(documentGroupsRoutes);
  await app.register(documentGroupsUploadRoutes);
  await app.register(documentGroupsRenderRoutes);
}
