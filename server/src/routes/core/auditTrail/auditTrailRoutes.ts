import {
  coreAuditTrailFilterSchema,
  coreAuditTrailPageSchema,
  coreAuditTrailQuerySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { badRequest, forbidden, notFound } from '../../../app/httpError';
import { auditTrailCsv } from '../../../audit/auditTrailCsv';
import {
  auditTrailChoices,
  auditTrailWhere,
  countAuditTrail,
  selectAuditTrail,
} from '../../../audit/auditTrailRows';
import { recordAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import type { Queryable } from '../../../db/database';
import { patients } from '../../../db/schema';
import { sendAttachment } from '../../../files/sendStoredFile';
import { bearerSecurity, techStaffErrorReplies } from '../reference/shared/routeSchemaParts';

const tags = ['core: audit trail'];
export const auditTrailTechStaffOnlyMessage = 'Only tech staff may read audit trails.';
/** One export holds at most this many entries; past it, the user narrows the dates. */
export const auditTrailCsvMaxRows = 50_000;
export const auditTrailCsvTooLargeMessage = `More than ${auditTrailCsvMaxRows.toLocaleString('en-US')} entries match. Narrow the dates and export again.`;

/** Audit trails are read by tech staff, the clinic's privacy and security officers (docs/decisions.md). */
function requireTrailReader(request: FastifyRequest): void {
  if (!staffOf(request).roles.includes('techStaff')) throw forbidden([auditTrailTechStaffOnlyMessage]);
}

async function requirePatientMrn(db: Queryable, patientId: string): Promise<string> {
  const [patient] = await db.select({ mrn: patients.mrn }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound();
  return patient.mrn;
}

/** api/core/Patients/{id}/AuditTrail: who read or changed a patient's records, when, from where. */
export async function auditTrailRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/Patients/:id/AuditTrail',
    {
      schema: {
        tags,
        summary: "A patient's audit trail, newest first, filtered and paged (tech staff)",
        description:
          'Every audit row naming the patient: reads, changes, the searches and lists that showed them, ' +
          'and refused requests (outcome denied). Reading the trail is itself audited.',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: coreAuditTrailQuerySchema,
        response: { 200: coreAuditTrailPageSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTrailReader(request);
      const patientId = request.params.id;
      const { page, pageSize, ...filter } = request.query;
      const where = auditTrailWhere(patientId, filter);
      return db.transaction(async (tx) => {
        await requirePatientMrn(tx, patientId);
        const items = await selectAuditTrail(tx, where, { limit: pageSize, offset: page * pageSize });
        const total = await countAuditTrail(tx, where);
        const choices = await auditTrailChoices(tx, patientId);
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'AuditTrail',
          resourceId: patientId,
          patientId,
        });
        return { items, total, page, pageSize, ...choices };
      });
    },
  );

  app.get(
    '/api/core/Patients/:id/AuditTrail/Csv',
    {
      schema: {
        tags,
        summary: "The patient's audit trail as CSV, with the same filters, newest first (tech staff)",
        description: `At most ${auditTrailCsvMaxRows} entries; more answer 400. The export is itself audited.`,
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: coreAuditTrailFilterSchema,
        response: {
          200: { description: 'The trail', content: { 'text/csv': { schema: z.string() } } },
          ...techStaffErrorReplies,
        },
      },
    },
    async (request, reply) => {
      requireTrailReader(request);
      const patientId = request.params.id;
      const { mrn, entries } = await db.transaction(async (tx) => {
        const patientMrn = await requirePatientMrn(tx, patientId);
        const where = auditTrailWhere(patientId, request.query);
        const total = await countAuditTrail(tx, where);
        if (total > auditTrailCsvMaxRows) throw badRequest([auditTrailCsvTooLargeMessage]);
        const rows = await selectAuditTrail(tx, where, { limit: total, offset: 0 });
        await recordAudit(tx, request, {
          action: 'export',
          resource: 'AuditTrail',
          resourceId: patientId,
          patientId,
        });
        return { mrn: patientMrn, entries: rows };
      });
      return sendAttachment(reply, 'text/csv; charset=utf-8', `audit-trail-${mrn}.csv`).send(
        auditTrailCsv(entries),
      );
    },
  );
}
