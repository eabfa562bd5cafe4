import type { Queryable } from '../db/database';
import { mailQueue } from '../db/schema';
import type { OutgoingMail } from './mailer';

/**
 * A queued row whose subject starts with this is a job: its mail is written only when it is
 * sent, by the composer registered for its kind (see mailQueueWorker.ts). A sign-in link is
 * such a job, so its code is never stored anywhere in clear.
 */
export const mailJobPrefix = 'job:';

/** Queues a mail that is ready to send; call `app.mailQueue.wake()` once the change is committed. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.insert(mailQueue).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    links: mail.links ?? [],
  });
}

/**
 * Queues a job of `kind` for the address `to`, with arguments for its composer (no secrets):
 * the same single insert whatever the address.
 */
export async function enqueueMailJob(
  db: Queryable,
  kind: string,
  to: string,
  data: Readonly<Record<string, string>> = {},
): Promise<void> {
  await db.insert(mailQueue).values({ to, subject: `${mailJobPrefix}${kind}`, text: '', jobData: data });
}
