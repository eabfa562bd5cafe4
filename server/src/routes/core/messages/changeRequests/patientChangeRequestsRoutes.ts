import {
  errorReplySchema,
  idParamsSchema,
  type ProfileStaffChangeRequest,
  profileChangeRejectBodySchema,
  profileStaffChangeRequestPageSchema,
  profileStaffChangeRequestSchema,
  profileStaffChangeRequestsQuerySchema,
} from '@clinic/api-contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { recordAudit, recordListAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import type { Queryable } from '../../../../db/database';
import { patientChangeRequests, patients, staffUsers } from '../../../../db/schema';
import { announceChangeRequestToStaff } from '../../../../live/liveEvents';
import {
  currentProfileValues,
  toProfileChangeRequestDto,
} from '../../../../messaging/changeRequests/profileChangeValues';
import {
  type ChangeRequestDecision,
  reviewChangeRequest,
} from '../../../../messaging/changeRequests/reviewChangeRequest';
import { patientDisplayName, staffDisplayName } from '../../../../messaging/displayNames';

const tags = ['core: patient change requests'];
const security = [{ bearer: [] }];

/** Requests with their patient and reviewer, newest first. */
async function selectStaffChangeRequests(
  db: Queryable,
  where: SQL | undefined,
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
      const { page, pageSize, status, patientId } = request.query;
      const where = and(
        status ? eq(patientChangeRequests.status, status) : undefined,
        patientId ? eq(patientChangeRequests.patientId, patientId) : undefined,
      );
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

  /** One decision in one transaction with its audit row; staff's other screens hear of it live. */
  const decide = async (request: FastifyRequest, id: string, decision: ChangeRequestDecision) => {
    const { staffUserId } = staffOf(request);
    const reviewed = await app.deps.db.transaction(async (tx) => {
      const row = await reviewChangeRequest(tx, id, decision, staffUserId);
      await recordAudit(tx, request, {
        action: decision.status === 'applied' ? 'apply' : 'reject',
        resource: 'PatientChangeRequest',
        resourceId: row.id,
        patientId: row.patientId,
      });
      const [item] = await selectStaffChangeRequests(tx, eq(patientChangeRequests.id, row.id), {
        page: 0,
        pageSize: 1,
      });
      if (!item) throw notFound();
      return item;
    });
    announceChangeRequestToStaff(app.deps, {
      requestId: reviewed.id,
      status: reviewed.status,
      change: decision.status,
    });
    return reviewed;
  };

  const reviewResponses = {
    200: profileStaffChangeRequestSchema,
    400: errorReplySchema,
    404: errorReplySchema,
    409: errorReplySchema,
  };

  app.patch(
    '/api/core/PatientChangeRequests/:id/Apply',
    {
      schema: {
        tags,
        summary: "Writes a pending request's changes to the patient record, in one transaction",
        description:
          'No body. A request already applied or rejected answers 409 (changeRequestAlreadyReviewed).',
        security,
        params: idParamsSchema,
        response: reviewResponses,
      },
    },
    (request) => decide(request, request.params.id, { status: 'applied' }),
  );

  app.patch(
    '/api/core/PatientChangeRequests/:id/Reject',
    {
      schema: {
        tags,
        summary: 'Closes a pending request without changing the patient record; the patient reads the reason',
        description: 'A request already applied or rejected answers 409 (changeRequestAlreadyReviewed).',
        security,
        params: idParamsSchema,
        body: profileChangeRejectBodySchema,
        response: reviewResponses,
      },
    },
    (request) => decide(request, request.params.id, { status: 'rejected', reason: request.body.reason }),
  );
}
