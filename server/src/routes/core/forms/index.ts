import type { AppInstance } from '../../../app/appInstance';

/** api/core Forms, Versions, FormGroups, Documents, DocumentGroups (forms.md section 7). */
export async function coreFormsRoutes(_app: AppInstance): Promise<void> {}
