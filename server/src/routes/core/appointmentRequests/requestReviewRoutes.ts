import {
  appointmentRequestApproveBodySchema,
  appointmentRequestDeclineBodySchema,
  appointmentRequestDetailSchema,
  appointmentRequestListItemSchema,
  appointmentRequestListQuerySchema,
  errorReplySchema,
  idParamsSchema,
  pagedReplySchema,
} from '@clinic/api-contract';
import { count, desc, eq } from 'drizzle-orm';
import type { AppInstance } from '../../../app/appInstance';
import { recordAudit, recordListAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import { appointmentRequests } from '../../../db/schema';
import {
  selectRequestsWithNames,
  toAppointmentRequestListItem,
} from '../../../scheduling/appointmentRequestsWithNames';
import { approveRequest } from '../../../scheduling/approveRequest';
import { declineRequest } from '../../../scheduling/declineRequest';
import { loadRequestDetail } from './loadRequestDetail';

const tags = ['core: appointment requests'];

export async function requestReviewRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/AppointmentRequests',
    {
      schema: {
        tags,
        summary: 'Appointment requests, newest first, optionally of one status',
        security: [{ bearer: [] }],
        querystring: appointmentRequestListQuerySchema,
        response: {
          200: pagedReplySchema(appointmentRequestListItemSchema),
          400: errorReplySchema,
          401: errorReplySchema,
        },
      },
    },
    async (request) => {
      staffOf(request);
      const { page, pageSize, status } = request.query;
      const where = status ? eq(appointmentRequests.status, status) : undefined;
      return db.transaction(async (tx) => {
        const rows = await selectRequestsWithNames(tx, where)
          .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
          .limit(pageSize)
          .offset(page * pageSize);
        const [total] = await tx.select({ n: count() }).from(appointmentRequests).where(where);
        await recordListAudit(
          tx,
          request,
          { action: 'read', resource: 'AppointmentRequest' },
          rows.flatMap((row) => row.request.patientId ?? []),
        );
        return { items: rows.map(toAppointmentRequestListItem), total: total?.n ?? 0, page, pageSize };
      });
    },
  );

  app.get(
    '/api/core/AppointmentRequests/:id',
    {
      schema: {
        tags,
        summary: 'One appointment request with the requester and the intake forms filled with it',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: appointmentRequestDetailSchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      staffOf(request);
      return db.transaction(async (tx) => {
        const detail = await loadRequestDetail(tx, request.params.id);
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'AppointmentRequest',
          resourceId: detail.id,
          patientId: detail.patientId,
        });
        return detail;
      });
    },
  );

  app.patch(
    '/api/core/AppointmentRequests/:id/Approve',
    {
      schema: {
        tags,
        summary:
          'Approves an unconfirmed request: books the appointment (creating a new patient when needed)',
        description:
          'One transaction; the slot is re-checked with the clinician locked, so a slot is never booked twice (409). Another free clinician may be chosen. ' +
          "A visitor's request needs their e-mail address verified (409 before); `patientId` uses that existing chart instead of making one. " +
          "The visitor's address reaches the chart at once only when no portal login has it yet; an existing login's owner is mailed a link to confirm (loginLink 'awaitingOwner'), and an existing chart with another address on record gets no portal access ('notLinked').",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: appointmentRequestApproveBodySchema,
        response: {
          200: appointmentRequestDetailSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await approveRequest(app.deps, request, request.params.id, request.body, staff.staffUserId);
      return loadRequestDetail(db, request.params.id);
    },
  );

  app.patch(
    '/api/core/AppointmentRequests/:id/Decline',
    {
      schema: {
        tags,
        summary: 'Declines an unconfirmed request with a reason; its slot goes to the waitlist',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: appointmentRequestDeclineBodySchema,
        response: {
          200: appointmentRequestDetailSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await declineRequest(app.deps, request, request.params.id, request.body.reason, staff.staffUserId);
      return loadRequestDetail(db, request.params.id);
    },
  );
}
