import { sql } from 'drizzle-orm';
import type { AppInstance } from '../app/appInstance';
import type { Database } from '../db/database';
import { mailQueueName } from '../jobs/jobQueues';
import type { MailJobData } from '../mail/mailQueue';

export interface QueuedMail {
  state: string;
  data: MailJobData;
}

const recipientOf = (data: MailJobData) => ('mail' in data ? data.mail.to : data.to);

/** The mail jobs of the app's queue to `to`, oldest first, in whatever state they are. */
export async function mailJobsTo(app: AppInstance, to: string): Promise<QueuedMail[]> {
  const jobs = await app.jobs.boss.findJobs<MailJobData>(mailQueueName);
  return jobs
    .filter((job) => recipientOf(job.data) === to)
    .map((job) => ({ state: job.state, data: job.data }));
}

/** Retries wait (30 s, a minute...): tests move the wait on instead of sleeping. */
export function makeRetriesDue(db: Database) {
  return db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
}
