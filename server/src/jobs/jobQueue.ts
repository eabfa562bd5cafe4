import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DrizzleTransactionLike, fromDrizzle, type Job, type JobResult, PgBoss } from 'pg-boss';
import type { Database, DatabaseKind, Queryable } from '../db/database';
import { jobDatabaseOptions, jobSchema } from './jobDatabase';
import { jobQueues, jobSchedules } from './jobQueues';

/**
 * A failure that trying again cannot mend (a mail server's permanent refusal, 5xx): the job goes
 * straight to its queue's dead letters.
 */
export class PermanentJobError extends Error {}

/**
 * Does a job's work; throwing fails the attempt (the queue retries it, then dead-letters it), or
 * at once with a PermanentJobError.
 */
export type JobHandler = (data: unknown, job: { id: string; retryCount: number }) => Promise<void>;

export interface JobQueue {
  /**
   * Queues a job. Given a transaction, the job exists exactly when the change does: it is
   * written in that transaction, and a rollback takes it back.
   */
  send(db: Queryable, queue: string, data: object): Promise<void>;
  start(): Promise<void>;
  /** Stops fetching and waits for the jobs in progress (graceful shutdown). */
  stop(): Promise<void>;
  /** This instance stops taking jobs (others still do), and waits for those in progress. */
  pauseWork(): Promise<void>;
  resumeWork(): Promise<void>;
  /** Tells this instance's workers to look for due jobs now (after a redrive, which is not announced). */
  wake(): void;
  /**
   * Wakes this instance's workers and resolves once no job is due in their queues and none is
   * being worked (tests, and a look at the queue's outcome). Needs the workers running.
   */
  drain(): Promise<void>;
  readonly boss: PgBoss;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobQueueOptions {
  db: Database;
  databaseKind: DatabaseKind;
  log: FastifyBaseLogger;
  /** The work of each queue this instance works, by queue name. */
  handlers: Readonly<Record<string, JobHandler>>;
}

/** How long shutdown waits for jobs in progress before it lets them be retried elsewhere. */
const stopTimeoutMs = 20_000;

/**
 * The server's durable jobs on pg-boss (docs/decisions.md, issue 20): jobs are rows in
 * PostgreSQL, claimed with SKIP LOCKED, so of several instances exactly one runs each job, and
 * a job of an instance that dies is retried by another once its claim expires.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { log, handlers } = options;
  const boss = new PgBoss({
    ...jobDatabaseOptions(options.db, options.databaseKind),
    useListenNotify: true,
  });
  // pg-boss reports failed maintenance and lost connections here; unhandled, they would end the process.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  /** Runs a batch side by side; each job succeeds or fails on its own. */
  const runBatch = async (queue: string, jobs: ReadonlyArray<Job<unknown>>): Promise<JobResult[]> => {
    const handler = handlers[queue];
    const outcomes = await Promise.allSettled(
      jobs.map((job) =>
        handler
          ? handler(job.data, { id: job.id, retryCount: job.retryCount })
          : Promise.reject(new Error(`No handler for the ${queue} queue.`)),
      ),
    );
    return outcomes.map((outcome, i) => {
      const id = jobs[i]?.id ?? '';
      if (outcome.status === 'fulfilled') return { id, status: 'completed' };
      const message = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
      const status = outcome.reason instanceof PermanentJobError ? 'deadletter' : 'failed';
      return { id, status, output: { message } };
    });
  };

  const queues = Object.keys(handlers);
  let working = false;
  /**
   * Whether a job of our queues is due or in progress anywhere, or held by one of our workers
   * (a worker lets a job go once its result is recorded).
   */
  const busy = async () => {
    if (boss.getWipData().some((worker) => worker.count > 0)) return true;
    const { rows } = await boss
      .getDb()
      .executeSql(
        `select 1 from ${jobSchema}.job where name = any($1::text[]) and (state = 'active' or (state in ('created', 'retry') and start_after <= now())) limit 1`,
        [queues],
      );
    return rows.length > 0;
  };

  const work = async () => {
    working = true;
    for (const queue of queues) {
      // A new job is announced (LISTEN/NOTIFY); retries and scheduled runs are found by polling.
      // Up to 10 at a time, fetching again at once while batches come back full: a backlog (a
      // mail server back up) is worked through without waiting for polls.
      const options = {
        batchSize: 10,
        burstWhenBatchFull: true,
        perJobResults: true,
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 5,
      } as const;
      await boss.work(queue, options, (jobs) => runBatch(queue, jobs));
    }
  };

  const wake = () => {
    for (const worker of boss.getWipData()) boss.notifyWorker(worker.id);
  };

  return {
    boss,
    wake,
    async send(db, queue, data) {
      // The driver's result type is generic in drizzle; at run time both drivers return `{ rows }`.
      await boss.send(queue, data, { db: fromDrizzle(db as unknown as DrizzleTransactionLike, sql) });
    },
    async start() {
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((q) => q.name));
      // Existing queues take the rules of this version (a deploy may change them).
      for (const { name, ...queueOptions } of jobQueues) {
        if (existing.has(name)) await boss.updateQueue(name, queueOptions);
        else await boss.createQueue(name, queueOptions);
      }
      for (const { queue, cron } of jobSchedules) await boss.schedule(queue, cron);
      await work();
    },
    async pauseWork() {
      working = false;
      for (const queue of queues) await boss.offWork(queue, { wait: true });
    },
    resumeWork: work,
    async stop() {
      await boss.stop({ graceful: true, timeout: stopTimeoutMs });
    },
    async drain() {
      if (!working) throw new Error('The job queue is not working: nothing would drain it.');
      while (await busy()) {
        // Retries and schedules are not announced: the workers are told to look now.
        wake();
        await sleep(5);
      }
    },
  };
}
