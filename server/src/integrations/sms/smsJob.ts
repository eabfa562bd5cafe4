import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import type { Queryable } from '../../db/database';
import { type JobHandler, type JobQueue, PermanentJobError } from '../../jobs/jobQueue';
import { smsQueueName } from '../../jobs/jobQueues';
import { fillCodes } from '../../mail/mailCodes';
import { type SmsMessage, SmsRefused } from './smsClient';
import { smsClientOf } from './smsClients';

/** Queues a text in the caller's transaction; its link codes are made when it is sent (mailCodes.ts). */
export function queueSms(jobs: JobQueue, db: Queryable, message: SmsMessage): Promise<void> {
  return jobs.send(db, smsQueueName, message);
}

/**
 * Sends one queued text. A refusal for good goes to the dead letters at once; any other failure
 * is retried with back-off. Neither the number nor the text is logged.
 */
export function smsJobHandler(deps: AppDeps, log: FastifyBaseLogger): JobHandler {
  return async (data, job) => {
    const message = data as SmsMessage;
    const filled = await fillCodes(deps.db, [message.body]);
    if ('skip' in filled) {
      log.info({ jobId: job.id, reason: filled.skip }, 'text not needed');
      return;
    }
    try {
      await smsClientOf(deps).send({ to: message.to, body: filled[0] ?? '' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ jobId: job.id, attempt: job.retryCount + 1, reason }, 'text not sent');
      throw error instanceof SmsRefused ? new PermanentJobError(reason) : new Error(reason);
    }
  };
}
