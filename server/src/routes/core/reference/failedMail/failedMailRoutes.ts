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
import type { SmsMessage } from '../../../../integrations/sms/smsClient';
import { mailDeadLetterQueueName, smsDeadLetterQueueName } from '../../../../jobs/jobQueues';
import type { MailJobData } from '../../../../mail/mailQueue';
import { requireTechStaff } from '../shared/requireTechStaff';
import { bearerSecurity, techStaffErrorReplies } from '../shared/routeSchemaParts';

const tags = ['core: settings'];
const errorReplies = { ...techStaffErrorReplies, 404: errorReplySchema };

/** The most a list shows: a mail server down for hours fails a few hundred at most. */
const listLimit = 500;

/** A dead letter of the mail queue, or of the text queue (kind 'sms': its `to` is a phone number). */
type FailedJob = JobWithMetadata<MailJobData | SmsMessage>;

/** The dead-letter queues shown: mail, and appointment reminders by text. */
const deadLetterQueues = [mailDeadLetterQueueName, smsDeadLetterQueueName];

function toFailedMail(job: FailedJob): CoreFailedMail {
  const { data } = job;
  const output = job.sourceOutput as { message?: unknown } | null;
  const sms = job.name === smsDeadLetterQueueName;
  return {
    id: job.id,
    to: 'mail' in data ? data.mail.to : data.to,
    kind: sms ? 'sms' : 'mail' in data ? 'mail' : 'compose' in data ? data.compose : 'mail',
    subject: 'mail' in data ? data.mail.subject : null,
    queuedAt: (job.sourceCreatedOn ?? job.createdOn).toISOString(),
    failedAt: job.createdOn.toISOString(),
    attempts: (job.sourceRetryCount ?? 0) + 1,
    error: typeof output?.message === 'string' ? output.message : '',
  };
}

/**
 * The mail and text queues' dead letters (tech staff): mails and texts not sent after every
 * retry, newest first, to send again once the server or service is fixed, or to dismiss.
 */
export async function failedMailRoutes(app: AppInstance): Promise<void> {
  const boss = () => app.jobs.boss;
  const find = async (id: string): Promise<FailedJob> => {
    for (const queue of deadLetterQueues) {
      const [job] = await boss().findJobs<MailJobData | SmsMessage>(queue, { id, queued: true });
      if (job) return job;
    }
    throw notFound();
  };

  app.get(
    '/api/core/FailedMail',
    {
      schema: {
        tags,
        summary: 'Mails and texts (kind sms) not sent after every retry (tech staff)',
        security: bearerSecurity,
        response: { 200: coreFailedMailListSchema, ...techStaffErrorReplies },
      },
    },
    async (request) => {
      requireTechStaff(request);
      const jobs: FailedJob[] = [];
      for (const queue of deadLetterQueues) {
        jobs.push(
          ...(await boss().findJobs<MailJobData | SmsMessage>(queue, { queued: true, limit: listLimit })),
        );
      }
      return jobs
        .map(toFailedMail)
        .sort((a, b) => b.failedAt.localeCompare(a.failedAt))
        .slice(0, listLimit);
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
      await boss().redrive(job.name, { ids: [job.id] });
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
      await boss().deleteJob(job.name, job.id);
      await recordAudit(app.deps.db, request, {
        action: 'delete',
        resource: 'FailedMail',
        resourceId: job.id,
      });
      return reply.status(204).send(null);
    },
  );
}
