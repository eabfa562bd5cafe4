import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { appointmentRequestCodes, appointmentRequests } from '../db/schema';
import { createJobQueue, type JobQueue } from '../jobs/jobQueue';
import { mailDeadLetterQueueName, mailQueueName } from '../jobs/jobQueues';
import { hashSignInCode } from '../portalAuth/signInCode';
import { issueRequestCode } from '../scheduling/requester/requestCodes';
import { openTestDatabase } from '../testing/openTestDatabase';
import { makeRetriesDue } from '../testing/queuedMail';
import type { Mailer, OutgoingMail } from './mailer';
import { type MailJobComposer, mailJobHandler } from './mailJob';
import { type MailJobData, queueMail, queueMailJob } from './mailQueue';

/** A mailer that fails while `failing` is set and records what it sent. */
function fakeMailer() {
  const sent: OutgoingMail[] = [];
  const state = { failing: false };
  const mailer: Mailer = {
    describe: 'fake',
    send: async (mail) => {
      // As an SMTP refusal often does, the message quotes the recipient.
      if (state.failing) throw new Error(`SMTP server unavailable for <${mail.to}>`);
      sent.push(mail);
    },
    close: () => {},
  };
  return { mailer, sent, state };
}

describe('mail jobs', () => {
  let database: DatabaseHandle;
  const log = pino({ level: 'silent' });
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  // Each test's instances stop with it: a mail is sent by the instances of its own test.
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
  });
  afterAll(async () => {
    await database.close();
  });

  /** A started queue working mail with `mailer`, as one server instance does. */
  const instance = async (mailer: Mailer, composers: Record<string, MailJobComposer> = {}) => {
    const jobs = createJobQueue({
      db: database.db,
      databaseKind: database.kind,
      log,
      handlers: { [mailQueueName]: mailJobHandler({ db: database.db, mailer, log, composers }) },
    });
    await jobs.start();
    queues.push(jobs);
    return jobs;
  };
  const jobsTo = async (jobs: JobQueue, queue: string, to: string) =>
    (await jobs.boss.findJobs<MailJobData>(queue)).filter((job) =>
      'mail' in job.data ? job.data.mail.to === to : job.data.to === to,
    );
  it('sends a queued mail at once, without waiting for a poll', async () => {
    const { mailer, sent } = fakeMailer();
    const jobs = await instance(mailer);
    await queueMail(jobs, database.db, { to: 'wake@example.org', subject: 'Hello', text: 'Body' });
    await vi.waitFor(() => expect(sent.map((m) => m.to)).toEqual(['wake@example.org']), { timeout: 5_000 });
  });

  it('queues in the caller transaction: a rollback sends nothing', async () => {
    const { mailer, sent } = fakeMailer();
    const jobs = await instance(mailer);
    await database.db
      .transaction(async (tx) => {
        await queueMail(jobs, tx, { to: 'rolled-back@example.org', subject: 'S', text: 'T' });
        throw new Error('the change is refused');
      })
      .catch(() => undefined);
    await jobs.drain();
    expect(sent).toEqual([]);
    expect(await jobsTo(jobs, mailQueueName, 'rolled-back@example.org')).toEqual([]);
  });

  it('retries with back-off after a failure, then puts the mail on the dead letters', async () => {
    const { mailer, sent, state } = fakeMailer();
    const jobs = await instance(mailer);
    state.failing = true;
    await queueMail(jobs, database.db, { to: 'retry@example.org', subject: 'Hello', text: 'Body' });
    await jobs.drain();
    const [failedOnce] = await jobsTo(jobs, mailQueueName, 'retry@example.org');
    expect(failedOnce?.state).toBe('retry');
    // The first wait is 30 s to a minute (pg-boss spreads retries with jitter).
    const wait = (failedOnce?.startAfter.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // Not due yet: a drain leaves it alone.
    await jobs.drain();
    expect((await jobsTo(jobs, mailQueueName, 'retry@example.org'))[0]?.state).toBe('retry');
    expect(sent).toEqual([]);

    state.failing = false;
    await makeRetriesDue(database.db);
    await jobs.drain();
    expect((await jobsTo(jobs, mailQueueName, 'retry@example.org'))[0]?.state).toBe('completed');
    expect(sent.map((m) => m.to)).toEqual(['retry@example.org']);

    state.failing = true;
    await queueMail(jobs, database.db, { to: 'never@example.org', subject: 'Hello', text: 'Body' });
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await makeRetriesDue(database.db);
      await jobs.drain();
    }
    expect((await jobsTo(jobs, mailQueueName, 'never@example.org'))[0]?.state).toBe('failed');
    const [dead] = await jobsTo(jobs, mailDeadLetterQueueName, 'never@example.org');
    // Tech staff read why, without the address the refusal quoted.
    expect(dead?.sourceOutput).toMatchObject({ message: 'SMTP server unavailable for <[e-mail]>' });
  });

  it('writes a composed mail only at sending time, or skips it', async () => {
    const { mailer, sent } = fakeMailer();
    const jobs = await instance(mailer, {
      greet: async ({ to }) =>
        to === 'known@example.org' ? { to, subject: 'Hi', text: 'Composed now' } : { skip: 'unknown' },
    });
    await queueMailJob(jobs, database.db, 'greet', 'known@example.org');
    await queueMailJob(jobs, database.db, 'greet', 'stranger@example.org');
    await jobs.drain();
    expect(sent).toEqual([{ to: 'known@example.org', subject: 'Hi', text: 'Composed now' }]);
    expect((await jobsTo(jobs, mailQueueName, 'stranger@example.org'))[0]?.state).toBe('completed');
  });

  it('makes a mailed code when the mail is sent, and sends no link that died meanwhile', async () => {
    const { mailer, sent } = fakeMailer();
    const jobs = await instance(mailer);
    const [request] = await database.db
      .insert(appointmentRequests)
      .values({ status: 'Unconfirmed' })
      .returning({ id: appointmentRequests.id });
    const requestId = request?.id ?? '';
    const mailWith = (placeholder: string, to: string) =>
      database.db.transaction(async (tx) => {
        await queueMail(jobs, tx, {
          to,
          subject: 'Link',
          text: `Open https://clinic.test/verify/${placeholder}`,
        });
      });
    const live = await database.db.transaction((tx) => issueRequestCode(tx, 'verifyEmail', { requestId }));
    await mailWith(live, 'live@example.org');
    await jobs.drain();
    const code = /verify\/(\S+)$/.exec(sent[0]?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Neither the queue nor the row holds the code: only its hash.
    expect(JSON.stringify(await jobsTo(jobs, mailQueueName, 'live@example.org'))).not.toContain(code);
    const [row] = await database.db
      .select()
      .from(appointmentRequestCodes)
      .where(eq(appointmentRequestCodes.requestId, requestId));
    expect(row?.codeHash).toBe(hashSignInCode(code));

    // A newer code revokes the older before its mail goes: the older one's mail is not sent.
    await jobs.pauseWork();
    const revoked = await database.db.transaction((tx) => issueRequestCode(tx, 'verifyEmail', { requestId }));
    await mailWith(revoked, 'revoked@example.org');
    await database.db.transaction((tx) => issueRequestCode(tx, 'verifyEmail', { requestId }));
    await jobs.resumeWork();
    await jobs.drain();
    expect(sent.map((m) => m.to)).toEqual(['live@example.org']);
  });

  it('never sends a mail twice when two instances share the database', async () => {
    const { mailer, sent } = fakeMailer();
    const [a, b] = [await instance(mailer), await instance(mailer)];
    for (let i = 0; i < 25; i += 1) {
      await queueMail(i % 2 ? a : b, database.db, { to: `many${i}@example.org`, subject: 'S', text: 'T' });
    }
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    const many = sent.filter((m) => m.to.startsWith('many'));
    expect(many).toHaveLength(25);
    expect(new Set(many.map((m) => m.to)).size).toBe(25);
  });
});
