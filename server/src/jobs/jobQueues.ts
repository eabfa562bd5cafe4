import type { Queue } from 'pg-boss';

/**
 * Every queue the server works, with its retry and retention rules. A job that fails its last
 * retry moves to the queue's dead letters, which tech staff see (and may send again) in Settings.
 */
export const mailQueueName = 'mail';
export const mailDeadLetterQueueName = 'mail-failed';
export const waitlistSweepQueueName = 'waitlist-sweep';
export const expiredLinksQueueName = 'expired-links';
export const remindersQueueName = 'reminders';
export const smsQueueName = 'sms';
export const smsDeadLetterQueueName = 'sms-failed';

const day = 24 * 60 * 60;

export const jobQueues: readonly Queue[] = [
  // Nothing works this queue: it is the list tech staff read, kept a month. Created first, as
  // the mail queue names it.
  { name: mailDeadLetterQueueName, retentionSeconds: 30 * day, deleteAfterSeconds: day },
  {
    name: mailQueueName,
    // 8 attempts, waiting 30-60 s after the first failure, then twice as long each time (with
    // jitter, so instances do not retry in step), at most an hour: a mail server may be down ~3 h.
    retryLimit: 7,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    // A send that hangs longer is tried again; a worker that stops beating for 30 s (its instance
    // died mid-send) has its jobs tried again elsewhere, once pg-boss's monitor notices (≤ 1 min).
    expireInSeconds: 5 * 60,
    heartbeatSeconds: 30,
    // Sent mails (their addresses and texts) are kept a week for support, then deleted.
    deleteAfterSeconds: 7 * day,
    deadLetter: mailDeadLetterQueueName,
    notify: true,
  },
  { name: smsDeadLetterQueueName, retentionSeconds: 30 * day, deleteAfterSeconds: day },
  {
    name: smsQueueName,
    // A text is worth less the later it comes: 6 attempts over about an hour, then the dead letters.
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 30 * 60,
    expireInSeconds: 5 * 60,
    heartbeatSeconds: 30,
    deleteAfterSeconds: 7 * day,
    deadLetter: smsDeadLetterQueueName,
    notify: true,
  },
  // Scheduled sweeps: a missed run is simply done by the next one, so no retries.
  { name: waitlistSweepQueueName, retryLimit: 0, expireInSeconds: 5 * 60, deleteAfterSeconds: day },
  { name: expiredLinksQueueName, retryLimit: 0, expireInSeconds: 15 * 60, deleteAfterSeconds: day },
  { name: remindersQueueName, retryLimit: 0, expireInSeconds: 5 * 60, deleteAfterSeconds: day },
];

/** Cron expressions (UTC) of the scheduled queues; pg-boss runs each once across all instances. */
export const jobSchedules: ReadonlyArray<{ queue: string; cron: string }> = [
  { queue: waitlistSweepQueueName, cron: '* * * * *' },
  { queue: expiredLinksQueueName, cron: '17 3 * * *' },
  // reminders/reminderDue.ts counts on a run at least every 5 minutes (beforeQuietMs).
  { queue: remindersQueueName, cron: '*/5 * * * *' },
];
