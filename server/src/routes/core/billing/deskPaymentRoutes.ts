import {
  billingPaymentSucceededSchema,
  coreBillingLedgerSchema,
  coreBillingPatientParamsSchema,
  coreBillingPaymentBodySchema,
  coreBillingPaymentParamsSchema,
  coreBillingRefundBodySchema,
  errorReplySchema,
} from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import type { AppInstance } from '../../../app/appInstance';
import { notFound } from '../../../app/httpError';
import { recordAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import { paymentMethods } from '../../../db/schema';
import { billingAdaptersOf } from '../../../payments/billingAdapters';
import { patientLedger } from '../../../payments/ledger/patientLedger';
import { processPatientPayment } from '../../../payments/processPayment/processPatientPayment';
import { refundPayment } from '../../../payments/refunds/refundPayment';

const tags = ['core: billing'];
const security = [{ bearer: [] }];
const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  402: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
} as const;

/** Payments taken at the desk with a patient's saved card, and refunds of them. */
export async function coreDeskPaymentRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.post(
    '/api/core/Patients/:patientId/Billing/Payments',
    {
      schema: {
        tags,
        summary: "Takes a payment with one of the patient's saved cards (at most the balance due)",
        description:
          'The same idempotencyKey never charges twice. A refused card is 402; a charge whose answer the ' +
          'gateway lost is 409 (paymentStillProcessing) and stays pending: sending it again with the same key ' +
          'asks the gateway what happened before charging.',
        security,
        params: coreBillingPatientParamsSchema,
        body: coreBillingPaymentBodySchema,
        response: { 200: billingPaymentSucceededSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { patientId } = request.params;
      const { paymentMethodId } = request.body;
      const [card] = await db
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.patientId, patientId)));
      if (!card) {
        // Another patient's card, or an unknown patient: never tell which.
        await recordAudit(db, request, {
          action: 'pay',
          resource: 'PaymentMethod',
          resourceId: paymentMethodId,
          outcome: 'denied',
        });
        throw notFound();
      }
      return processPatientPayment(db, billingAdaptersOf(app.deps).gateway, request, {
        patientId,
        amountCents: request.body.amountCents,
        idempotencyKey: request.body.idempotencyKey,
        source: { paymentMethodId },
        createdBy: { type: 'staff', id: staff.staffUserId },
      });
    },
  );

  app.post(
    '/api/core/Patients/:patientId/Billing/Payments/:paymentId/Refunds',
    {
      schema: {
        tags,
        summary: 'Refunds all or part of a payment through the gateway, never more than is left of it',
        description:
          'Over what is left answers 400 (refundOverPaid); a gateway refusal 402 (refundFailed); a lost answer ' +
          '409 (refundStillProcessing), resolved by sending the same key again.',
        security,
        params: coreBillingPaymentParamsSchema,
        body: coreBillingRefundBodySchema,
        response: { 200: coreBillingLedgerSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { patientId, paymentId } = request.params;
      await refundPayment(db, billingAdaptersOf(app.deps).gateway, request, {
        ...request.body,
        patientId,
        paymentId,
        staffUserId: staff.staffUserId,
      });
      return patientLedger(db, patientId);
    },
  );
}
