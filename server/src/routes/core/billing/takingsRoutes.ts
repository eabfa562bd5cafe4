import {
  coreBillingTakingsQuerySchema,
  coreBillingTakingsSchema,
  errorReplySchema,
} from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { recordListAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import { sendAttachment } from '../../../files/sendStoredFile';
import { dayTakings } from '../../../payments/takings/dayTakings';
import { takingsCsv } from '../../../payments/takings/takingsCsv';

const tags = ['core: billing'];
const security = [{ bearer: [] }];
const errors = { 400: errorReplySchema, 401: errorReplySchema } as const;

/** The day's takings report: payments and refunds per location, on screen and as CSV. */
export async function coreTakingsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  async function audited(request: Parameters<typeof staffOf>[0], action: 'list' | 'export') {
    staffOf(request);
    const query = coreBillingTakingsQuerySchema.parse(request.query);
    return db.transaction(async (tx) => {
      const takings = await dayTakings(tx, query);
      await recordListAudit(
        tx,
        request,
        { action, resource: 'Takings' },
        takings.entries.map((entry) => entry.patient.id),
      );
      return takings;
    });
  }

  app.get(
    '/api/core/Billing/Takings',
    {
      schema: {
        tags,
        summary: "A day's payments and refunds, per location and one by one",
        security,
        querystring: coreBillingTakingsQuerySchema,
        response: { 200: coreBillingTakingsSchema, ...errors },
      },
    },
    (request) => audited(request, 'list'),
  );

  app.get(
    '/api/core/Billing/Takings/Csv',
    {
      schema: {
        tags,
        summary: "The day's payments and refunds as CSV",
        security,
        querystring: coreBillingTakingsQuerySchema,
        response: {
          200: { description: 'The takings', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const takings = await audited(request, 'export');
      return sendAttachment(reply, 'text/csv; charset=utf-8', `takings-${takings.date}.csv`).send(
        takingsCsv(takings),
      );
    },
  );
}
