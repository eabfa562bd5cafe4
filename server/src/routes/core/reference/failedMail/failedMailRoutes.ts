import {
  type CoreFailedMail,
  coreFailedMailListSchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import type { JobWithMetadata } from 'pg-boss';
import { z } from 'zod';
import type { AppInstance } from '../../../../app/appInstance';
import { notFound } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import { mailDeadLetterQueueName } from '../../../../jobs/jobQueues';
import type { MailJobData } from '../../../../mail/mailQueue';
import { requireTechStaff } from '../shared/requireTechStaff';
import { bearerSecurity, techStaffErrorReplies } from '../shared/routeSchemaParts';

const tags = ['core: settings'];
const errorReplies = { ...techStaffErrorReplies, 404: errorReplySchema };

/** The most a list shows: a mail server down for hours fails a few hundred at most. */
const listLimit = 500;

function toFailedMail(job: JobWithMetadata<MailJobData>): CoreFailedMail {
  const { data } = job;
  const output = job.sourceOutput as { message?: unknown } | null;
  return {
    id: job.id,
    to: 'mail' in data ? data.mail.to : data.to,
    kind: 'mail' in data ? 'mail' : data.compose,
    subject: 'mail' in data ? data.mail.subject : null,
    queuedAt: (job.sourceCreatedOn ?? job.createdOn).toISOString(),
    failedAt: job.createdOn.toISOString(),
    attempts: (job.sourceRetryCount ?? 0) + 1,
    error: typeof output?.message === 'string' ? output.message : '',
  };
}

/**
 * The mail queue's dead letters (tech staff): mails not sent after every retry, newest first,
 * to send again once the mail server is fixed, or to dismiss.
 */
export async function failedMailRoutes(app: AppInstance): Promise<void> {
  const boss = () => app.jobs.boss;
  const find = async (id: string) => {
    const [job] = await boss().findJobs<MailJobData>(mailDeadLetterQueueName, { id, queued: true });
    if (!job) throw notFound();
    return job;
  };

  app.get(
    '/api/core/FailedMail',
    {
      schema: {
        tags,
        summary: 'Mails not sent after every retry (tech staff)',
        security: bearerSecurity,
        response: { 200: coreFailedMailListSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      const jobs = await boss().findJobs<MailJobData>(mailDeadLetterQueueName, {
        queued: true,
        limit: listLimit,
      });
      return jobs.map(toFailedMail).sort((a, b) => b.failedAt.localeCompare(a.failedAt));
    },
  );

  app.post(
    '/api/core/FailedMail/:id/Retry',
    {
      schema: {
        tags,
        summary: 'Sends a failed mail again, with its retries anew (tech staff)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const job = await find(request.params.id);
      await boss().redrive(mailDeadLetterQueueName, { ids: [job.id] });
      app.jobs.wake();
      await recordAudit(app.deps.db, request, {
        action: 'retry',
        resource: 'FailedMail',
        resourceId: job.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/core/FailedMail/:id',
    {
      schema: {
        tags,
        summary: 'Dismisses a failed mail (tech staff)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorReplies },
      },
    },
    async (request, reply) => {
      requireTechStaff(request);
      const job = await find(request.params.id);
      await boss().deleteJob(mailDeadLetterQueueName, job.id);
      await recordAudit(app.deps.db, request, {
        action: 'delete',
        resource: 'FailedMail',
        resourceId: job.id,
      });
      return reply.status(204).send(null);
    },
  );
}
