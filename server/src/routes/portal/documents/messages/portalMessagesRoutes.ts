import {
  errorReplySchema,
  idParamsSchema,
  type MessagesThreadDetail,
  messagesMessageSchema,
  messagesNewThreadBodySchema,
  messagesReplyBodySchema,
  messagesThreadDetailSchema,
  messagesThreadPageSchema,
  messagesUnreadCountSchema,
  pageRequestSchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import { portalOf } from '../../../../auth/authenticate';
import type { Queryable } from '../../../../db/database';
import { postMessage, startThread } from '../../../../messaging/postMessage';
import { countUnreadForPatient, markThreadRead, toMessageDto } from '../../../../messaging/threadMessages';
import { findThreadSummary } from '../../../../messaging/threadSummaries';
import { loadThreadDetail, loadThreadPage, toThreadSummary } from '../../../../messaging/threadViews';

const tags = ['portal: messages'];
const security = [{ bearer: [] }];

const threadDetail = (db: Queryable, patientId: string, threadId: string): Promise<MessagesThreadDetail> =>
  loadThreadDetail(db, { reader: 'patient', patientId, threadId }, toThreadSummary);

/** api/portal/Messages: secure messages between the signed-in patient and the clinic. */
export async function portalMessagesRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/portal/Messages/Threads',
    {
      schema: {
        tags,
        summary: "The patient's message threads, newest activity first, with unread counts",
        security,
        querystring: pageRequestSchema,
        response: { 200: messagesThreadPageSchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      const { patientId } = portalOf(request);
      const { page, pageSize } = request.query;
      const filter = { reader: 'patient' as const, patientId };
      return app.deps.db.transaction(async (tx) => {
        const { rows, total } = await loadThreadPage(tx, filter, { page, pageSize });
        await recordAudit(tx, request, { action: 'list', resource: 'MessageThread', patientId });
        return { items: rows.map(toThreadSummary), total, page, pageSize };
      });
    },
  );

  app.get(
    '/api/portal/Messages/UnreadCount',
    {
      schema: {
        tags,
        summary: 'How many clinic messages the patient has not read (the menu badge)',
        description: 'A count only, polled by the menu: no message content, so no audit entry.',
        security,
        response: { 200: messagesUnreadCountSchema, 401: errorReplySchema },
      },
    },
    async (request) => ({ count: await countUnreadForPatient(app.deps.db, portalOf(request).patientId) }),
  );

  app.get(
    '/api/portal/Messages/Threads/:id',
    {
      schema: {
        tags,
        summary: "One thread's messages, oldest first; the clinic's messages are marked read",
        security,
        params: idParamsSchema,
        response: { 200: messagesThreadDetailSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      const { patientId } = portalOf(request);
      const threadId = request.params.id;
      return app.deps.db.transaction(async (tx) => {
        if (!(await findThreadSummary(tx, { reader: 'patient', patientId, threadId }))) throw notFound();
        await markThreadRead(tx, threadId, 'patient');
        await recordAudit(tx, request, { action: 'read', resource: 'MessageThread', resourceId: threadId });
        return threadDetail(tx, patientId, threadId);
      });
    },
  );

  app.put(
    '/api/portal/Messages/Threads',
    {
      schema: {
        tags,
        summary: 'Starts a thread with the clinic: subject (1-200) and first message (1-5000), plain text',
        security,
        body: messagesNewThreadBodySchema,
        response: { 201: messagesThreadDetailSchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { patientId, loginId } = portalOf(request);
      const { subject, body } = request.body;
      const detail = await app.deps.db.transaction(async (tx) => {
        const threadId = await startThread(tx, patientId, subject, { type: 'patient', loginId }, body);
        await recordAudit(tx, request, { action: 'create', resource: 'MessageThread', resourceId: threadId });
        return threadDetail(tx, patientId, threadId);
      });
      return reply.status(201).send(detail);
    },
  );

  app.put(
    '/api/portal/Messages/Threads/:id/Messages',
    {
      schema: {
        tags,
        summary: 'Replies in one of the patient’s threads (plain text, 1-5000 characters)',
        security,
        params: idParamsSchema,
        body: messagesReplyBodySchema,
        response: { 201: messagesMessageSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { patientId, loginId } = portalOf(request);
      const threadId = request.params.id;
      const message = await app.deps.db.transaction(async (tx) => {
        const summary = await findThreadSummary(tx, { reader: 'patient', patientId, threadId });
        if (!summary) throw notFound();
        const row = await postMessage(tx, threadId, { type: 'patient', loginId }, request.body.body);
        await recordAudit(tx, request, { action: 'create', resource: 'Message', resourceId: row.id });
        return toMessageDto(row, null, summary.patientName);
      });
      return reply.status(201).send(message);
    },
  );
}
