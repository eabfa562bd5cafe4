import {
  type CoreFormsScoreAlert,
  coreFormsScoreAlertAcknowledgeSchema,
  coreFormsScoreAlertCountsSchema,
  coreFormsScoreAlertPageSchema,
  coreFormsScoreAlertQuerySchema,
  coreFormsScoreAlertSchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { conflict, notFound } from '../../../../app/httpError';
import { recordAudit, recordListAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import type { Queryable } from '../../../../db/database';
import { documents, forms, patients, scoreAlerts } from '../../../../db/schema';
import { isoInstant } from '../../../../documents/isoInstant';
import { staffNameNow } from '../../../../documents/staffNameNow';
import { pagedReply, pageWindow } from '../../reference/shared/paging';
import { changeErrors, security } from '../routeSchemaParts';

const tags = ['core: score alerts'];
const readErrors = { 400: errorReplySchema, 401: errorReplySchema };

const alertRows = (db: Queryable) =>
  db
    .select({
      alert: scoreAlerts,
      formName: forms.name,
      firstName: patients.firstName,
      lastName: patients.lastName,
      mrn: patients.mrn,
    })
    .from(scoreAlerts)
    .innerJoin(documents, eq(documents.id, scoreAlerts.documentId))
    .innerJoin(forms, eq(forms.id, documents.formId))
    .innerJoin(patients, eq(patients.id, scoreAlerts.patientId));

type AlertRow = Awaited<ReturnType<ReturnType<typeof alertRows>['where']>>[number];

function toAlertDto(row: AlertRow): CoreFormsScoreAlert {
  const { alert } = row;
  return {
    id: alert.id,
    code: alert.code,
    params: alert.params,
    documentId: alert.documentId,
    formName: row.formName,
    patient: { id: alert.patientId, fullName: `${row.firstName} ${row.lastName}`, mrn: row.mrn },
    raisedAt: isoInstant(alert.raisedAt),
    acknowledgedAt: alert.acknowledgedAt === null ? null : isoInstant(alert.acknowledgedAt),
    acknowledgedByName: alert.acknowledgedByName,
    note: alert.note,
  };
}

const openAlerts = isNull(scoreAlerts.acknowledgedAt);

/**
 * The alert queue (issue 19.3): answers a clinician must see (PHQ-9 item 9 above 0…), raised when
 * a document is completed, open until acknowledged with a note. Reads and decisions are audited.
 */
export async function scoreAlertsRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/core/ScoreAlerts',
    {
      schema: {
        tags,
        summary: 'Open or acknowledged alerts; open ones oldest first, acknowledged ones newest first',
        security,
        querystring: coreFormsScoreAlertQuerySchema,
        response: { 200: coreFormsScoreAlertPageSchema, ...readErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const { status, page, pageSize } = request.query;
        const where: SQL = status === 'open' ? openAlerts : isNotNull(scoreAlerts.acknowledgedAt);
        const window = pageWindow({ page, pageSize });
        const rows = await alertRows(tx)
          .where(where)
          .orderBy(
            status === 'open' ? scoreAlerts.raisedAt : desc(scoreAlerts.acknowledgedAt),
            scoreAlerts.id,
          )
          .limit(window.limit)
          .offset(window.offset);
        const [total] = await tx.select({ count: sql<number>`count(*)::int` }).from(scoreAlerts).where(where);
        await recordListAudit(
          tx,
          request,
          { action: 'read', resource: 'ScoreAlert' },
          rows.map((row) => row.alert.patientId),
        );
        return pagedReply(rows.map(toAlertDto), total?.count ?? 0, { page, pageSize });
      }),
  );

  app.get(
    '/api/core/ScoreAlerts/Counts',
    {
      schema: {
        tags,
        summary: 'How many alerts are open (the menu badge)',
        security,
        response: { 200: coreFormsScoreAlertCountsSchema, ...readErrors },
      },
    },
    async () => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(scoreAlerts)
        .where(openAlerts);
      return { open: row?.count ?? 0 };
    },
  );

  app.patch(
    '/api/core/ScoreAlerts/:id/Acknowledge',
    {
      schema: {
        tags,
        summary: 'Acknowledges an open alert with a note of what was done',
        description: 'An unknown alert answers 404; one already acknowledged 409.',
        security,
        params: idParamsSchema,
        body: coreFormsScoreAlertAcknowledgeSchema,
        response: { 200: coreFormsScoreAlertSchema, ...changeErrors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const [alert] = await tx
          .select()
          .from(scoreAlerts)
          .where(eq(scoreAlerts.id, request.params.id))
          .for('update');
        if (!alert) throw notFound();
        if (alert.acknowledgedAt !== null) throw conflict(['This alert was already acknowledged.']);
        const staffUserId = staffOf(request).staffUserId;
        await tx
          .update(scoreAlerts)
          .set({
            acknowledgedAt: sql`now()`,
            acknowledgedById: staffUserId,
            acknowledgedByName: await staffNameNow(tx, staffUserId),
            note: request.body.note,
          })
          .where(and(eq(scoreAlerts.id, alert.id), openAlerts));
        await recordAudit(tx, request, {
          action: 'acknowledge',
          resource: 'ScoreAlert',
          resourceId: alert.id,
          patientId: alert.patientId,
        });
        const [row] = await alertRows(tx).where(eq(scoreAlerts.id, alert.id));
        if (!row) throw notFound();
        return toAlertDto(row);
      }),
  );
}
