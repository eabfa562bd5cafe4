import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { type JobHandler, PermanentJobError } from '../jobs/jobQueue';
import { scrubMessage } from '../logging/loggedError';
import { fillMailCodes } from './mailCodes';
import type { Mailer, OutgoingMail } from './mailer';
import type { MailJobData } from './mailQueue';

/** Writes the mail of a queued job at sending time, or says why there is nothing to send. */
export type MailJobComposer = (job: {
  to: string;
  queuedAt: string;
  /** The arguments given to queueMailJob. */
  data: Readonly<Record<string, string>>;
}) => Promise<OutgoingMail | { skip: string }>;

export interface MailJobOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Composers by job kind (queueMailJob's `kind`). */
  composers: Readonly<Record<string, MailJobComposer>>;
}

/**
 * Sends one queued mail. A failure is thrown for the queue to retry with back-off and, after
 * the last attempt, to put on the dead letters tech staff see.
 */
export function mailJobHandler({ db, mailer, log, composers }: MailJobOptions): JobHandler {
  const mailOf = async (job: MailJobData): Promise<OutgoingMail | { skip: string }> => {
    if ('mail' in job) return fillMailCodes(db, job.mail);
    const compose = composers[job.compose];
    if (!compose) throw new Error(`No composer for ${job.compose} mails.`);
    return compose(job);
  };

  return async (data, job) => {
    const mail = await mailOf(data as MailJobData);
    if ('skip' in mail) {
      log.info({ jobId: job.id, reason: mail.skip }, 'mail not needed');
      return;
    }
    try {
      await mailer.send(mail);
    } catch (error) {
      // The error by the log's rules (loggedError.ts): a refusal may quote the recipient's address.
      log.warn({ jobId: job.id, attempt: job.retryCount + 1, err: error }, 'mail not sent');
      // Kept with the job for tech staff, without the address an SMTP refusal may quote.
      const message = scrubMessage(error instanceof Error ? error.message : String(error));
      // A permanent refusal (5xx: no such mailbox, rejected) will not change on retrying.
      const code = (error as { responseCode?: unknown }).responseCode;
      const permanent = typeof code === 'number' && code >= 500 && code < 600;
      throw permanent ? new PermanentJobError(message) : new Error(message);
    }
  };
}
