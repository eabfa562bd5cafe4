import type { AppInstance } from '../../../../app/appInstance';
import { eFormsFillRoutes } from './eFormsFillRoutes';
import { eFormsReadRoutes } from './eFormsReadRoutes';
import { eFormsSendRoutes } from './eFormsSendRoutes';

/** api/core/EForms: links e-mailed to patients (staff send them; the patient fills them with the code alone). */
export async function eFormsRoutes(app: AppInstance): Promise<void> {
  await app.register(eFormsSendRoutes);
  await app.register(eFormsFillRoutes);
  await app.register(eFormsReadRoutes);
}
