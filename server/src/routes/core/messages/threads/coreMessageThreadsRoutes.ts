import {
  errorReplySchema,
  idParamsSchema,
  type MessagesStaffThreadDetail,
  type MessagesStaffThreadSummary,
  messagesMessageSchema,
  messagesReplyBodySchema,
  messagesStaffNewThreadBodySchema,
  messagesStaffThreadDetailSchema,
  messagesStaffThreadPageSchema,
  messagesStaffThreadsQuerySchema,
} from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { recordAudit, recordListAudit } from '../../../../audit/recordAudit';
import { staffOf } from '../../../../auth/authenticate';
import type { Queryable } from '../../../../db/database';
import { patients, staffUsers } from '../../../../db/schema';
import { queueNewMessageNotices } from '../../../../messaging/newMessageNotice';
import { postMessage, startThread } from '../../../../messaging/postMessage';
import { markThreadRead, toMessageDto } from '../../../../messaging/threadMessages';
import { findThreadSummary, type ThreadSummaryRow } from '../../../../messaging/threadSummaries';
import { loadThreadDetail, loadThreadPage, toThreadSummary } from '../../../../messaging/threadViews';

const tags = ['core: messages'];
const security = [{ bearer: [] }];

function toStaffSummary(row: ThreadSummaryRow): MessagesStaffThreadSummary {
  return { ...toThreadSummary(row), patientName: row.patientName, patientMrn: row.patientMrn };
}

const threadDetail = (db: Queryable, threadId: string): Promise<MessagesStaffThreadDetail> =>
  loadThreadDetail(db, { reader: 'staff', threadId }, toStaffSummary);

/** api/core/Messages: the clinic's inbox of secure messages with patients. */
export async function coreMessageThreadsRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/core/Messages/Threads',
    {
      schema: {
        tags,
        summary: 'The inbox across patients, newest activity first, with unread patient messages',
        security,
        querystring: messagesStaffThreadsQuerySchema,
        response: { 200: messagesStaffThreadPageSchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      staffOf(request);
      const { page, pageSize, unreadOnly } = request.query;
      const filter = { reader: 'staff' as const, unreadOnly };
      return app.deps.db.transaction(async (tx) => {
        const { rows, total } = await loadThreadPage(tx, filter, { page, pageSize });
        const items = rows.map(toStaffSummary);
        await recordListAudit(
          tx,
          request,
          { action: 'list', resource: 'MessageThread' },
          items.map((thread) => thread.patientId),
        );
        return { items, total, page, pageSize };
      });
    },
  );

  app.get(
    '/api/core/Messages/Threads/:id',
    {
      schema: {
        tags,
        summary: "One thread's messages, oldest first; the patient's messages are marked read",
        security,
        params: idParamsSchema,
        response: { 200: messagesStaffThreadDetailSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      staffOf(request);
      const threadId = request.params.id;
      return app.deps.db.transaction(async (tx) => {
        const summary = await findThreadSummary(tx, { reader: 'staff', threadId });
        if (!summary) throw notFound();
        await markThreadRead(tx, threadId, 'staff');
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'MessageThread',
          resourceId: threadId,
          patientId: summary.patientId,
        });
        return threadDetail(tx, threadId);
      });
    },
  );

  app.put(
    '/api/core/Messages/Threads/:id/Messages',
    {
      schema: {
        tags,
        summary: 'Replies to a patient; their portal logins get an e-mail notice without the content',
        security,
        params: idParamsSchema,
        body: messagesReplyBodySchema,
        response: { 201: messagesMessageSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { staffUserId } = staffOf(request);
      const threadId = request.params.id;
      const message = await app.deps.db.transaction(async (tx) => {
        const summary = await findThreadSummary(tx, { reader: 'staff', threadId });
        if (!summary) throw notFound();
        const row = await postMessage(tx, threadId, { type: 'staff', staffUserId }, request.body.body);
        await recordAudit(tx, request, {
          action: 'create',
          resource: 'Message',
          resourceId: row.id,
          patientId: summary.patientId,
        });
        await queueNewMessageNotices(app.deps, tx, summary.patientId);
        const [author] = await tx.select().from(staffUsers).where(eq(staffUsers.id, staffUserId));
        return toMessageDto(row, author ?? null, summary.patientName);
      });
      return reply.status(201).send(message);
    },
  );

  app.put(
    '/api/core/Messages/Threads',
    {
      schema: {
        tags,
        summary: 'Starts a thread with a patient; their portal logins get an e-mail notice',
        security,
        body: messagesStaffNewThreadBodySchema,
        response: { 201: messagesStaffThreadDetailSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { staffUserId } = staffOf(request);
      const { patientId, subject, body } = request.body;
      const detail = await app.deps.db.transaction(async (tx) => {
        const [patient] = await tx
          .select({ id: patients.id })
          .from(patients)
          .where(eq(patients.id, patientId));
        if (!patient) throw notFound();
        const threadId = await startThread(tx, patientId, subject, { type: 'staff', staffUserId }, body);
        await recordAudit(tx, request, {
          action: 'create',
          resource: 'MessageThread',
          resourceId: threadId,
          patientId,
        });
        await queueNewMessageNotices(app.deps, tx, patientId);
        return threadDetail(tx, threadId);
      });
      return reply.status(201).send(detail);
    },
  );
}
