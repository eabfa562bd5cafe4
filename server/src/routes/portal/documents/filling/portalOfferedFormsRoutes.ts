import { errorReplySchema, portalDocumentsOfferedFormListSchema } from '@clinic/api-contract';
import type { AppInstance } from '../../../../app/appInstance';
import { listOfferedForms } from './offeredForms';
import { portalLocationId } from './portalDocumentRules';

/** api/portal/Documents/OfferedForms: what the Documents page's "Start a form" lists. */
export async function portalOfferedFormsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  app.get(
    '/api/portal/Documents/OfferedForms',
    {
      schema: {
        tags: ['portal: documents'],
        summary: "The forms the patient's location offers to start in the portal, by name",
        description:
          'Each can be started with PUT Documents/{id} (a new id) or CreateAndComplete; others are refused with 403.',
        security: [{ bearer: [] }],
        response: { 200: portalDocumentsOfferedFormListSchema, 401: errorReplySchema },
      },
    },
    async (request) => listOfferedForms(db, await portalLocationId(db, request)),
  );
}
