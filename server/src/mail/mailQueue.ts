import type { Queryable } from '../db/database';
import type { JobQueue } from '../jobs/jobQueue';
import { mailQueueName } from '../jobs/jobQueues';
import type { OutgoingMail } from './mailer';

/**
 * A queued mail: written in full, or a job whose mail its composer writes only when it is sent
 * (mailJob.ts). A sign-in link is such a job, so its code is never stored anywhere in clear.
 */
export type MailJobData =
  | { mail: OutgoingMail }
  | {
      compose: string;
      to: string;
      /** When it was asked for: a composer may find it too old to send. */
      queuedAt: string;
      /** Arguments for the composer: ids, never a secret. */
      data: Readonly<Record<string, string>>;
    };

/** Queues a mail in the caller's transaction: it goes out exactly when the change commits. */
export function queueMail(jobs: JobQueue, db: Queryable, mail: OutgoingMail): Promise<void> {
  return jobs.send(db, mailQueueName, { mail } satisfies MailJobData);
}

/**
 * Queues a mail that the composer registered for `kind` writes at sending time: the same single
 * insert whatever the address.
 */
export function queueMailJob(
  jobs: JobQueue,
  db: Queryable,
  kind: string,
  to: string,
  data: Readonly<Record<string, string>> = {},
): Promise<void> {
  const job: MailJobData = { compose: kind, to, queuedAt: new Date().toISOString(), data };
  return jobs.send(db, mailQueueName, job);
}
