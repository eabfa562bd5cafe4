import type { AppDeps, AppInstance } from '../app/appInstance';
import { scoreAlertJob, scoreAlertJobKind } from '../documents/scoreAlerts/scoreAlertJob';
import { shareNoticeJob, shareNoticeJobKind } from '../documents/shareNotice/shareNoticeJob';
import { smsJobHandler } from '../integrations/sms/smsJob';
import { mailJobHandler } from '../mail/mailJob';
import { signInLinkJob, signInLinkJobKind } from '../portalAuth/signInLinkJob';
import { sweepReminders } from '../scheduling/reminders/sweepReminders';
import { sweepExpiredOffers } from '../scheduling/waitlist/sweepExpiredOffers';
import { deleteExpiredLinks } from './deleteExpiredLinks';
import { createJobQueue, type JobQueue } from './jobQueue';
import {
  expiredLinksQueueName,
  mailQueueName,
  remindersQueueName,
  smsQueueName,
  waitlistSweepQueueName,
} from './jobQueues';

// Keyed by the app's dependencies, as the live bus is: code given only `deps` finds its app's queue.
const queues = new WeakMap<AppDeps, JobQueue>();

/** The job queue of the app built on `deps` (buildApp makes it). */
export function jobQueueOf(deps: AppDeps): JobQueue {
  const jobs = queues.get(deps);
  if (!jobs) throw new Error('No job queue: the app was not built on these dependencies.');
  return jobs;
}

/** The server's queue with the work of every queue: mail, texts, and the scheduled sweeps. */
export function serverJobQueue(app: AppInstance): JobQueue {
  const { deps } = app;
  const { db, config } = deps;
  const composerDeps = { db, publicUrl: config.publicUrl };
  const jobs = createJobQueue({
    db,
    databaseKind: deps.databaseKind,
    log: app.log,
    handlers: {
      [mailQueueName]: mailJobHandler({
        db,
        mailer: deps.mailer,
        log: app.log,
        composers: {
          [signInLinkJobKind]: signInLinkJob(composerDeps),
          [shareNoticeJobKind]: shareNoticeJob(composerDeps),
          [scoreAlertJobKind]: scoreAlertJob(composerDeps),
        },
      }),
      [waitlistSweepQueueName]: async () => {
        await sweepExpiredOffers(deps, app.log);
      },
      [expiredLinksQueueName]: () => deleteExpiredLinks(db),
      [remindersQueueName]: async () => {
        await sweepReminders(deps, app.log);
      },
      [smsQueueName]: smsJobHandler(deps, app.log),
    },
  });
  queues.set(deps, jobs);
  return jobs;
}
