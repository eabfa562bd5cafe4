import {
  billingEmptyBodySchema,
  billingPaymentRequestIdSchema,
  billingPaymentRequestSchema,
  billingUpdateFetchTimeQuerySchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { recordAudit } from '../../../audit/recordAudit';
import { portalOf } from '../../../auth/authenticate';
import { patientName } from '../../../payments/patientName';
import {
  findPaymentRequest,
  openPaymentRequest,
  recordPaymentRequestFetch,
  toPaymentRequest,
} from '../../../payments/paymentRequests/paymentRequests';
import { bearerSecurity, billingTags } from './billingRouteDocs';
import { loadOwnPatient } from './ownPatient';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema };

/** The hosted payment-request flow (table payment_requests), for the signed-in patient only. */
export async function paymentRequestRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/portal/Patients/getPaymentRequestId/:id',
    {
      schema: {
        tags: billingTags,
        summary: "The signed-in patient's open payment request, opened for the balance when there is none",
        description: '{id} is the patient. paymentRequestId is null while nothing is owed.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: billingPaymentRequestIdSchema, ...errors },
      },
    },
    async (request) =>
      app.deps.db.transaction(async (tx) => {
        const patient = await loadOwnPatient(tx, request, request.params.id, { lock: true });
        const { request: open, created } = await openPaymentRequest(tx, patient.id, patient.balanceCents);
        if (open) {
          await recordAudit(tx, request, {
            action: created ? 'create' : 'read',
            resource: 'PaymentRequest',
            resourceId: open.id,
          });
        }
        return { paymentRequestId: open?.id ?? null };
      }),
  );

  app.get(
    '/api/portal/Patients/ImaginePaymentRequest/:id',
    {
      schema: {
        tags: billingTags,
        summary: 'A payment request of the signed-in patient: amount and status',
        description: '{id} is the payment request.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: billingPaymentRequestSchema, ...errors },
      },
    },
    async (request) =>
      app.deps.db.transaction(async (tx) => {
        const patient = await loadOwnPatient(tx, request, portalOf(request).patientId);
        const row = await findPaymentRequest(tx, patient.id, request.params.id);
        await recordAudit(tx, request, { action: 'read', resource: 'PaymentRequest', resourceId: row.id });
        return toPaymentRequest(row, patientName(patient));
      }),
  );

  app.post(
    '/api/portal/Patients/UpdateLastRequestIdFetchTime/:id',
    {
      schema: {
        tags: billingTags,
        summary: 'Records when the payment request was last fetched; disable=true closes it',
        description: '{id} is the payment request. Takes no body. A closed request can no longer be paid.',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: billingUpdateFetchTimeQuerySchema,
        body: billingEmptyBodySchema,
        response: { 200: billingPaymentRequestSchema, ...errors },
      },
    },
    async (request) =>
      app.deps.db.transaction(async (tx) => {
        const patient = await loadOwnPatient(tx, request, portalOf(request).patientId);
        const row = await findPaymentRequest(tx, patient.id, request.params.id);
        const updated = await recordPaymentRequestFetch(tx, row, request.query.disable, new Date());
        await recordAudit(tx, request, { action: 'update', resource: 'PaymentRequest', resourceId: row.id });
        return toPaymentRequest(updated, patientName(patient));
      }),
  );
}
