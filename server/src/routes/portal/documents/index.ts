import type { AppInstance } from '../../../app/appInstance';
import { portalDocumentFilesRoutes } from './files/portalDocumentFilesRoutes';
import { portalDocumentFillingRoutes } from './filling/portalDocumentFillingRoutes';
import { portalOfferedFormsRoutes } from './filling/portalOfferedFormsRoutes';
import { portalDocumentGroupFilesRoutes } from './groups/portalDocumentGroupFilesRoutes';
import { portalMessagesRoutes } from './messages/portalMessagesRoutes';
import { portalProfileRoutes } from './profile/portalProfileRoutes';
import { recordViewsRoutes } from './profile/recordViewsRoutes';
import { portalRequestDocumentsRoutes } from './requestDocuments/portalRequestDocumentsRoutes';
import { portalSharedDocumentsRoutes } from './shared/portalSharedDocumentsRoutes';

/** api/portal Documents, PatientRequestDocuments, Messages and profile change requests. */
export async function portalDocumentsRoutes(app: AppInstance): Promise<void> {
  await app.register(portalSharedDocumentsRoutes);
  await app.register(portalDocumentFillingRoutes);
  await app.register(portalOfferedFormsRoutes);
  await app.register(portalDocumentFilesRoutes);
  await app.register(portalDocumentGroupFilesRoutes);
  await app.register(portalRequestDocumentsRoutes);
  await app.register(portalMessagesRoutes);
  await app.register(portalProfileRoutes);
  await app.register(recordViewsRoutes);
}
