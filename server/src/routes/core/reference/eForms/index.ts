import type { AppInstance } from '../../../../app/appInstance';
import { eFormsFillRoutes } from './eFormsFillRoutes';
import { eFormsReadRoutes } from './eFormsReadRoutes';
import { eFormsSendRoutes } from './eFormsSendRoutes';
import { eFormsSessionRoutes } from './eFormsSessionRoutes';

/**
 * api/core/EForms: links e-mailed to patients. Staff send them; the patient exchanges the code and
 * their date of birth for a session ticket, and fills the documents with the ticket.
 */
export async function eFormsRoutes(app: AppInstance): Promise<void> {
  await app.register(eFormsSendRoutes);
  await app.register(eFormsSessionRoutes);
  await app.register(eFormsFillRoutes);
  await app.register(eFormsReadRoutes);
}
