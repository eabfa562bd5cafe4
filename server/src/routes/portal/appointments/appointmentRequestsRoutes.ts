import {
  appointmentRequestCreateBodySchema,
  appointmentRequestSchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { recordAudit } from '../../../audit/recordAudit';
import { portalOf } from '../../../auth/authenticate';
import { appointmentRequests } from '../../../db/schema';
import {
  selectRequestsWithNames,
  toAppointmentRequestDto,
} from '../../../scheduling/appointmentRequestsWithNames';
import { cancelOwnRequest } from '../../../scheduling/cancelOwnRequest';
import { createAppointmentRequest } from './createAppointmentRequest';
import { loadRequestDto } from './loadRequestDto';

const tags = ['portal: appointments'];

export async function appointmentRequestsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.put(
    '/api/portal/AppointmentRequests',
    {
      // Anonymous visitors may ask too (when settings allow): limited per address, signed-in per login.
      config: {
        public: true,
        rateLimit: {
          max: (request) => (request.portal ? 30 : 5),
          timeWindow: '1 hour',
          keyGenerator: (request) => (request.portal ? `login:${request.portal.loginId}` : request.ip),
        },
      },
      schema: {
        tags,
        summary: 'Requests an appointment (the wizard); status Unconfirmed until staff review it',
        description:
          'Signed in: for the current patient. Anonymous: needs appointmentRequestEnable and appointmentRequestNewPatientEnable, and patientInfo; a single-use link is e-mailed to its address, which must be opened before staff can approve. The slot must be free (409 slotTaken otherwise); a holdId from AppointmentRequests/Hold keeps it for the caller. Staff are told live.',
        body: appointmentRequestCreateBodySchema,
        response: {
          200: appointmentRequestSchema,
          400: errorReplySchema,
          403: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      const principal = request.portal;
      const requestId = await createAppointmentRequest(app.deps, request, request.body, principal);
      const [row] = await selectRequestsWithNames(db, eq(appointmentRequests.id, requestId));
      if (!row) throw new Error('created request not found');
      return toAppointmentRequestDto(row);
    },
  );

  app.get(
    '/api/portal/AppointmentRequests',
    {
      schema: {
        tags,
        summary: "The current patient's appointment requests, newest first",
        security: [{ bearer: [] }],
        response: { 200: z.array(appointmentRequestSchema), 401: errorReplySchema },
      },
    },
    async (request) => {
      const { patientId } = portalOf(request);
      return db.transaction(async (tx) => {
        const rows = await selectRequestsWithNames(tx, eq(appointmentRequests.patientId, patientId)).orderBy(
          desc(appointmentRequests.createdAt),
        );
        await recordAudit(tx, request, { action: 'read', resource: 'AppointmentRequest', patientId });
        return rows.map(toAppointmentRequestDto);
      });
    },
  );

  app.get(
    '/api/portal/AppointmentRequests/cancel/:id',
    {
      schema: {
        tags,
        summary: 'Cancels an unconfirmed appointment request of the current patient',
        description:
          "An approved request answers 400 'This appointment request has already been approved. To cancel it, please visit the Appointments section!'; other states 'Can't cancel this appointment request!'.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: {
          200: appointmentRequestSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      const { patientId } = portalOf(request);
      await cancelOwnRequest(app.deps, request, request.params.id, patientId);
      return loadRequestDto(db, request.params.id, eq(appointmentRequests.patientId, patientId));
    },
  );

  app.get(
    '/api/portal/AppointmentRequests/:id',
    {
      schema: {
        tags,
        summary: 'One appointment request of the current patient',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: appointmentRequestSchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const { patientId } = portalOf(request);
      return db.transaction(async (tx) => {
        const dto = await loadRequestDto(tx, request.params.id, eq(appointmentRequests.patientId, patientId));
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'AppointmentRequest',
          resourceId: dto.id,
          patientId,
        });
        return dto;
      });
    },
  );
}
