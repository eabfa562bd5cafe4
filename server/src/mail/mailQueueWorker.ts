import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { mailQueue } from '../db/schema';
import { scrubMessage } from '../logging/loggedError';
import type { Mailer, OutgoingMail } from './mailer';
import { mailJobPrefix } from './mailQueue';
import { maxSendAttempts, retryDelayMs } from './retryDelay';

type QueuedRow = typeof mailQueue.$inferSelect;

/** Writes the mail of a queued job at sending time, or says why there is nothing to send. */
export type MailJobComposer = (job: {
  to: string;
  createdAt: string;
  /** The arguments given to enqueueMailJob. */
  data: Readonly<Record<string, string>>;
}) => Promise<OutgoingMail | { skip: string }>;

export interface MailQueueWorker {
  start(): void;
  /** Sends what is due now, without waiting for the next poll (after the response is written). */
  wake(): void;
  /** Sends everything due now and resolves when the queue is idle (tests). */
  drain(): Promise<void>;
  /** Stops polling and waits for the send in progress. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueueWorker;
  }
}

export interface MailQueueWorkerOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Composers by job kind (enqueueMailJob's `kind`). */
  jobs: Readonly<Record<string, MailJobComposer>>;
  pollIntervalMs?: number;
}

const batchSize = 10;
/** A claimed row is not picked again for this long, so a crash mid-send only delays it. */
const claimLeaseMs = 5 * 60_000;
/** Sent and failed rows (addresses, texts) are deleted after this long. */
const keepDoneMs = 30 * 24 * 60 * 60_000;
const pruneEveryMs = 60 * 60_000;

/** In-process worker of the mail_queue table: polls, wakes on demand, retries with back-off. */
export function createMailQueueWorker(options: MailQueueWorkerOptions): MailQueueWorker {
  const { db, mailer, log, jobs } = options;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let lastPruneAt = 0;

  /** Claims due rows atomically: several servers on one database never send a row twice. */
  const claimDue = () => {
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, sql`now()`)))
      .orderBy(mailQueue.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailQueue)
      .set({
        attempts: sql`${mailQueue.attempts} + 1`,
        nextAttemptAt: sql`now() + ${claimLeaseMs} * interval '1 millisecond'`,
      })
      .where(inArray(mailQueue.id, due))
      .returning();
  };

  const finish = (id: string, values: PgUpdateSetSource<typeof mailQueue>) =>
    db.update(mailQueue).set(values).where(eq(mailQueue.id, id));

  const mailOf = async (row: QueuedRow): Promise<OutgoingMail | { skip: string }> => {
    if (!row.subject.startsWith(mailJobPrefix)) {
      const links = Array.isArray(row.links) ? row.links.filter((l) => typeof l === 'string') : [];
      return {
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        links,
      };
    }
    const compose = jobs[row.subject.slice(mailJobPrefix.length)];
    if (!compose) return { skip: `No composer for ${row.subject}.` };
    return compose({ to: row.to, createdAt: row.createdAt, data: row.jobData });
  };

  const sendOne = async (row: QueuedRow) => {
    try {
      const mail = await mailOf(row);
      if ('skip' in mail) {
        await finish(row.id, { status: 'failed', lastError: mail.skip });
        return;
      }
      await mailer.send(mail);
      await finish(row.id, { status: 'sent', sentAt: sql`now()`, lastError: null });
    } catch (error) {
      // Kept for tech staff like the log keeps it: an SMTP refusal may quote the recipient.
      const lastError = scrubMessage(error instanceof Error ? error.message : String(error));
      const giveUp = row.attempts >= maxSendAttempts;
      // The error by the log's rules (loggedError.ts): a refusal may quote the recipient's address.
      log.warn({ mailId: row.id, attempt: row.attempts, giveUp, err: error }, 'mail not sent');
      await finish(row.id, {
        status: giveUp ? 'failed' : 'pending',
        lastError,
        nextAttemptAt: sql`now() + ${retryDelayMs(row.attempts)} * interval '1 millisecond'`,
      });
    }
  };

  const pruneDone = async () => {
    if (Date.now() - lastPruneAt < pruneEveryMs) return;
    lastPruneAt = Date.now();
    await db
      .delete(mailQueue)
      .where(
        and(
          inArray(mailQueue.status, ['sent', 'failed']),
          lt(mailQueue.createdAt, sql`now() - ${keepDoneMs} * interval '1 millisecond'`),
        ),
      );
  };

  const runUntilIdle = async () => {
    try {
      await pruneDone();
      do {
        again = false;
        for (let batch = await claimDue(); batch.length > 0 && !stopped; batch = await claimDue()) {
          for (const row of batch) await sendOne(row);
        }
      } while (again && !stopped);
    } catch (error) {
      log.error({ err: error }, 'mail queue run failed');
    }
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runUntilIdle().finally(() => {
      running = undefined;
    });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(kick, options.pollIntervalMs ?? 5_000);
      timer.unref();
      kick();
    },
    wake() {
      setImmediate(kick);
    },
    async drain() {
      kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
