import {
  errorReplySchema,
  portalRecordViewPageSchema,
  portalRecordViewsQuerySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../../app/appInstance';
import { recordAudit } from '../../../../audit/recordAudit';
import { selectRecordViews } from '../../../../audit/recordViews';
import { portalOf } from '../../../../auth/authenticate';

/** api/portal/Profile/RecordViews: "who viewed my record", the accounting of disclosures. */
export async function recordViewsRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/portal/Profile/RecordViews',
    {
      schema: {
        tags: ['portal: profile'],
        summary: "Clinic staff who read or changed the signed-in patient's records, by day, newest first",
        description:
          'One entry per staff member and day, days counted in `timeZone`. The patient’s own access, ' +
          'refused requests, and staff searches and lists that merely named the patient are left out.',
        security: [{ bearer: [] }],
        querystring: portalRecordViewsQuerySchema,
        response: { 200: portalRecordViewPageSchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      const { patientId } = portalOf(request);
      const { page, pageSize } = request.query;
      return app.deps.db.transaction(async (tx) => {
        const { items, total } = await selectRecordViews(tx, patientId, request.query);
        await recordAudit(tx, request, { action: 'read', resource: 'RecordViews', patientId });
        return { items, total, page, pageSize };
      });
    },
  );
}
