import {
  billingBalanceDetailsSchema,
  billingEmptyBodySchema,
  billingPatientRecordSchema,
  billingPaymentHistorySchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { recordPortalRead } from '../../../audit/recordPortalRead';
import { listSavedCards } from '../../../payments/cards/savedCards';
import {
  balanceBreakdown,
  listPaymentHistory,
  toPaymentHistoryLine,
} from '../../../payments/ledger/paymentHistory';
import { centsToDollars } from '../../../payments/money';
import { bearerSecurity, billingTags } from './billingRouteDocs';
import { loadOwnPatient, ownPatientId } from './ownPatient';
import { toPatientRecord } from './toPatientRecord';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema };

/** The patient record, its statement and its balance: reads of the signed-in patient only. */
export async function patientRecordRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/portal/Patients/:id',
    {
      schema: {
        tags: billingTags,
        summary:
          "The signed-in patient's record: account number, name, location, balance, cards and statement",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: billingPatientRecordSchema, ...errors },
      },
    },
    async (request) => {
      const id = ownPatientId(request, request.params.id);
      const db = app.deps.db;
      // One round trip: the queries and the audit row (with the session's check) go together.
      const [patient, cards, history] = await Promise.all([
        loadOwnPatient(db, request, id),
        listSavedCards(db, id),
        listPaymentHistory(db, id),
        recordPortalRead(app.deps, request, { action: 'read', resource: 'Patient', resourceId: id }),
      ]);
      return toPatientRecord(patient, cards, history);
    },
  );

  app.get(
    '/api/portal/Patients/getPaymentHistory/:id',
    {
      schema: {
        tags: billingTags,
        summary: 'The statement (payment history) of the signed-in patient, newest first',
        description: 'A line without a date is shown as "Not selected". Amounts in dollars.',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: billingPaymentHistorySchema, ...errors },
      },
    },
    async (request) => {
      const id = ownPatientId(request, request.params.id);
      const [lines] = await Promise.all([
        listPaymentHistory(app.deps.db, id),
        recordPortalRead(app.deps, request, { action: 'read', resource: 'PaymentHistory', resourceId: id }),
      ]);
      return lines.map(toPaymentHistoryLine);
    },
  );

  app.post(
    '/api/portal/Patients/patientBalanceDetails/:id',
    {
      schema: {
        tags: billingTags,
        summary: 'The balance of the signed-in patient with its breakdown: charges, payments, last payment',
        description: 'Takes no body (an empty JSON object is accepted).',
        security: bearerSecurity,
        params: idParamsSchema,
        body: billingEmptyBodySchema,
        response: { 200: billingBalanceDetailsSchema, ...errors },
      },
    },
    async (request) => {
      const id = ownPatientId(request, request.params.id);
      const db = app.deps.db;
      const [patient, lines] = await Promise.all([
        loadOwnPatient(db, request, id),
        listPaymentHistory(db, id),
        recordPortalRead(app.deps, request, { action: 'read', resource: 'Balance', resourceId: id }),
      ]);
      return {
        patientId: patient.id,
        accountNumber: patient.accountNumber,
        balance: centsToDollars(patient.balanceCents),
        ...balanceBreakdown(lines),
      };
    },
  );
}
