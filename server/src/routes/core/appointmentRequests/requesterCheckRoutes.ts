import {
  appointmentRequestDetailSchema,
  appointmentRequestPatientInfoSchema,
  errorReplySchema,
  idParamsSchema,
  possibleDuplicateSchema,
} from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { conflict } from '../../../app/httpError';
import { recordAudit, recordListAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import { lockRequest } from '../../../scheduling/lockRequest';
import {
  awaitsEmailVerification,
  startEmailVerification,
} from '../../../scheduling/requester/emailVerification';
import { findPossibleDuplicates } from '../../../scheduling/requester/possibleDuplicates';
import { queueMails } from '../../../scheduling/schedulingMail';
import { loadRequestDetail } from './loadRequestDetail';

const tags = ['core: appointment requests'];

export const nothingToVerifyMessage =
  'This request does not wait for an e-mail address to be verified: there is no link to send.';

/** Who a visitor is: the existing patients they may be, and the link that verifies their address. */
export async function requesterCheckRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/AppointmentRequests/:id/Duplicates',
    {
      schema: {
        tags,
        summary: "Existing patients a visitor's request may come from, strongest match first",
        description:
          "Same name and date of birth, same e-mail (chart or portal login) or phone, or a similar name (trigram similarity of the normalised names, at least 0.5). Empty for a signed-in patient's request and once approved. The search is audited, one row per patient shown.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: z.array(possibleDuplicateSchema), 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      staffOf(request);
      return db.transaction(async (tx) => {
        const detail = await loadRequestDetail(tx, request.params.id);
        const info = appointmentRequestPatientInfoSchema.safeParse(detail.patientInfo);
        if (detail.patientId !== null || !info.success) return [];
        const duplicates = await findPossibleDuplicates(tx, info.data);
        await recordListAudit(
          tx,
          request,
          { action: 'search', resource: 'Patient' },
          duplicates.map((duplicate) => duplicate.patientId),
        );
        return duplicates;
      });
    },
  );

  app.post(
    '/api/core/AppointmentRequests/:id/ResendVerification',
    {
      schema: {
        tags,
        summary: 'Mails a visitor a new link to verify their e-mail address; the older links stop working',
        description:
          "Only while an unconfirmed visitor's request waits for it (409 otherwise). The link goes to the address the visitor gave, so sending it grants nothing.",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: {
          200: appointmentRequestDetailSchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      staffOf(request);
      await db.transaction(async (tx) => {
        const row = await lockRequest(tx, request.params.id);
        const info = appointmentRequestPatientInfoSchema.safeParse(row.patientInfo);
        if (row.status !== 'Unconfirmed' || !awaitsEmailVerification(row) || !info.success) {
          throw conflict([nothingToVerifyMessage]);
        }
        await recordAudit(tx, request, {
          action: 'resend-verification',
          resource: 'AppointmentRequest',
          resourceId: row.id,
        });
        const mail = await startEmailVerification(tx, app.deps.config.publicUrl, {
          ...row,
          email: info.data.email,
        });
        await queueMails(app.deps, tx, [mail]);
      });
      return loadRequestDetail(db, request.params.id);
    },
  );
}
