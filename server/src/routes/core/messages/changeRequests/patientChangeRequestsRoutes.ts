import {
  errorReplySchema,
  idParamsSchema,
  type ProfileStaffChangeRequest,
  profileStaffChangeRequestPageSchema,
  profileStaffChangeRequestSchema,
  profileStaffChangeRequestsQuerySchema,
} from '@clinic/api-contract';
import { count, desc, eq } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { recordAudit, recordListAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import type { Queryable } from '../../../../db/database';
import { patientChangeRequests, patients, staffUsers } from '../../../../db/schema';
import {
  currentProfileValues,
  toProfileChangeRequestDto,
} from '../../../../messaging/changeRequests/profileChangeValues';
import { reviewChangeRequest } from '../../../../messaging/changeRequests/reviewChangeRequest';
import { patientDisplayName, staffDisplayName } from '../../../../messaging/displayNames';

const tags = ['core: patient change requests'];
const security = [{ bearer: [] }];

/** Requests with their patient and reviewer, newest first. */
async function selectStaffChangeRequests(
  db: Queryable,
  where: ReturnType<typeof eq> | undefined,
  paging: { page: number; pageSize: number },
): Promise<ProfileStaffChangeRequest[]> {
  const rows = await db
    .select({ request: patientChangeRequests, patient: patients, reviewer: staffUsers })
    .from(patientChangeRequests)
    .innerJoin(patients, eq(patients.id, patientChangeRequests.patientId))
    .leftJoin(staffUsers, eq(staffUsers.id, patientChangeRequests.reviewedById))
    .where(where)
    .orderBy(desc(patientChangeRequests.createdAt), desc(patientChangeRequests.id))
    .limit(paging.pageSize)
    .offset(paging.page * paging.pageSize);
  return rows.map(({ request, patient, reviewer }) => {
    const dto = toProfileChangeRequestDto(request);
    return {
      ...dto,
      patientName: patientDisplayName(patient),
      patientMrn: patient.mrn,
      current: currentProfileValues(patient, Object.keys(dto.changes)),
      reviewedByName: reviewer ? staffDisplayName(reviewer) : null,
    };
  });
}

/** api/core/PatientChangeRequests: staff review the profile changes patients sent from the portal. */
export async function patientChangeRequestsRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/core/PatientChangeRequests',
    {
      schema: {
        tags,
        summary: 'Profile change requests, newest first, optionally of one status, with current values',
        security,
        querystring: profileStaffChangeRequestsQuerySchema,
        response: { 200: profileStaffChangeRequestPageSchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      staffOf(request);
      const { page, pageSize, status } = request.query;
      const where = status ? eq(patientChangeRequests.status, status) : undefined;
      // The page and its audit row commit together; a transaction's queries run in turn.
      return app.deps.db.transaction(async (tx) => {
        const items = await selectStaffChangeRequests(tx, where, { page, pageSize });
        const [totalRow] = await tx.select({ total: count() }).from(patientChangeRequests).where(where);
        await recordListAudit(
          tx,
          request,
          { action: 'list', resource: 'PatientChangeRequest' },
          items.map((item) => item.patientId),
        );
        return { items, total: totalRow?.total ?? 0, page, pageSize };
      });
    },
  );

  const registerReview = (decision: 'applied' | 'rejected', action: string, summary: string) =>
    app.patch(
      `/api/core/PatientChangeRequests/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          description: 'No body. A request that is no longer pending answers 400.',
          security,
          params: idParamsSchema,
          response: { 200: profileStaffChangeRequestSchema, 400: errorReplySchema, 404: errorReplySchema },
        },
      },
      async (request) => {
        const { staffUserId } = staffOf(request);
        return app.deps.db.transaction(async (tx) => {
          const row = await reviewChangeRequest(tx, request.params.id, decision, staffUserId);
          await recordAudit(tx, request, {
            action: action.toLowerCase(),
            resource: 'PatientChangeRequest',
            resourceId: row.id,
            patientId: row.patientId,
          });
          const [reviewed] = await selectStaffChangeRequests(tx, eq(patientChangeRequests.id, row.id), {
            page: 0,
            pageSize: 1,
          });
          if (!reviewed) throw notFound();
          return reviewed;
        });
      },
    );

  registerReview(
    'applied',
    'Apply',
    "Writes a pending request's changes to the patient record, in one transaction",
  );
  registerReview('rejected', 'Reject', 'Closes a pending request without changing the patient record');
}
