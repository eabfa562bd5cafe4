import type { AppInstance } from '../../../app/appInstance';

/** api/portal Documents, PatientRequestDocuments, Messages and profile change requests. */
export async function portalDocumentsRoutes(_app: AppInstance): Promise<void> {}
