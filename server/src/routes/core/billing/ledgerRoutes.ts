import {
  coreBillingAdjustmentBodySchema,
  coreBillingChargeBodySchema,
  coreBillingLedgerSchema,
  coreBillingPatientParamsSchema,
  errorReplySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { recordAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import { patientLedger } from '../../../payments/ledger/patientLedger';
import { postAdjustment, postCharge } from '../../../payments/ledger/staffPostings';

const tags = ['core: billing'];
const security = [{ bearer: [] }];
const errors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema } as const;

/** The patient chart's Billing section: the ledger, and charges, adjustments and write-offs posted by staff. */
export async function coreLedgerRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  const path = '/api/core/Patients/:patientId/Billing';

  app.get(
    path,
    {
      schema: {
        tags,
        summary: "A patient's ledger (charges, payments, refunds, adjustments) with the running balance",
        security,
        params: coreBillingPatientParamsSchema,
        response: { 200: coreBillingLedgerSchema, ...errors },
      },
    },
    async (request) => {
      staffOf(request);
      const { patientId } = request.params;
      return db.transaction(async (tx) => {
        const ledger = await patientLedger(tx, patientId);
        await recordAudit(tx, request, { action: 'read', resource: 'PatientLedger', patientId });
        return ledger;
      });
    },
  );

  app.post(
    `${path}/Charges`,
    {
      schema: {
        tags,
        summary: 'Posts a charge for a service (code, units, amount, date of service, location, clinician)',
        description: 'A date of service after today at the location answers 400 (dateOfServiceInFuture).',
        security,
        params: coreBillingPatientParamsSchema,
        body: coreBillingChargeBodySchema,
        response: { 200: coreBillingLedgerSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await postCharge(db, request, request.params.patientId, request.body, staff);
      return patientLedger(db, request.params.patientId);
    },
  );

  app.post(
    `${path}/Adjustments`,
    {
      schema: {
        tags,
        summary: 'Posts an adjustment (credit or debit) or a write-off, with its reason',
        description: 'A write-off over the balance answers 400 (writeOffOverBalance).',
        security,
        params: coreBillingPatientParamsSchema,
        body: coreBillingAdjustmentBodySchema,
        response: { 200: coreBillingLedgerSchema, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await postAdjustment(db, request, request.params.patientId, request.body, staff);
      return patientLedger(db, request.params.patientId);
    },
  );
}
