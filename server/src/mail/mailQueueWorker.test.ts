import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { mailQueue } from '../db/schema';
import { openTestDatabase } from '../testing/openTestDatabase';
import type { Mailer, OutgoingMail } from './mailer';
import { enqueueMail, enqueueMailJob } from './mailQueue';
import { createMailQueueWorker, type MailQueueWorkerOptions } from './mailQueueWorker';
import { maxSendAttempts, retryDelayMs } from './retryDelay';

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

describe('mail queue worker', () => {
  let database: DatabaseHandle;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const worker = (mailer: Mailer, jobs: MailQueueWorkerOptions['jobs'] = {}) =>
    createMailQueueWorker({ db: database.db, mailer, log, jobs, pollIntervalMs: 60_000 });
  const rowTo = async (to: string) => {
    const [row] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, to));
    if (!row) throw new Error(`no row to ${to}`);
    return row;
  };
  const makeDue = (to: string) =>
    database.db.update(mailQueue).set({ nextAttemptAt: sql`now()` }).where(eq(mailQueue.to, to));

  it('sends at once when woken, without waiting for the poll', async () => {
    const { mailer, sent } = fakeMailer();
    const w = worker(mailer);
    w.start();
    await enqueueMail(database.db, { to: 'wake@example.org', subject: 'Hello', text: 'Body' });
    w.wake();
    await vi.waitFor(() => expect(sent.map((m) => m.to)).toEqual(['wake@example.org']), { timeout: 2_000 });
    await w.stop();
    expect(await rowTo('wake@example.org')).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('retries with back-off after a failure, then gives up after the last attempt', async () => {
    const { mailer, sent, state } = fakeMailer();
    const w = worker(mailer);
    w.start();
    state.failing = true;
    await enqueueMail(database.db, { to: 'retry@example.org', subject: 'Hello', text: 'Body' });
    await w.drain();
    let row = await rowTo('retry@example.org');
    // The address is not kept with the error.
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMTP server unavailable for <[e-mail]>',
    });
    const wait = Date.parse(row.nextAttemptAt) - Date.now();
    expect(wait).toBeGreaterThan(retryDelayMs(1) - 5_000);
    expect(wait).toBeLessThanOrEqual(retryDelayMs(1));
    // Not due yet: a drain leaves it alone.
    await w.drain();
    expect((await rowTo('retry@example.org')).attempts).toBe(1);

    state.failing = false;
    await makeDue('retry@example.org');
    await w.drain();
    row = await rowTo('retry@example.org');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent).toHaveLength(1);

    state.failing = true;
    await enqueueMail(database.db, { to: 'never@example.org', subject: 'Hello', text: 'Body' });
    for (let i = 0; i < maxSendAttempts; i += 1) {
      await makeDue('never@example.org');
      await w.drain();
    }
    expect(await rowTo('never@example.org')).toMatchObject({ status: 'failed', attempts: maxSendAttempts });
    await w.stop();
  });

  it('writes a job mail only at sending time, or skips it', async () => {
    const { mailer, sent } = fakeMailer();
    const w = worker(mailer, {
      greet: async ({ to }) =>
        to === 'known@example.org' ? { to, subject: 'Hi', text: 'Composed now' } : { skip: 'unknown' },
    });
    w.start();
    await enqueueMailJob(database.db, 'greet', 'known@example.org');
    await enqueueMailJob(database.db, 'greet', 'stranger@example.org');
    await enqueueMailJob(database.db, 'no-such-kind', 'orphan@example.org');
    await w.drain();
    await w.stop();
    expect(sent).toEqual([{ to: 'known@example.org', subject: 'Hi', text: 'Composed now' }]);
    expect(await rowTo('stranger@example.org')).toMatchObject({ status: 'failed', lastError: 'unknown' });
    expect((await rowTo('orphan@example.org')).status).toBe('failed');
  });

  it('never sends a row twice when two workers share the database', async () => {
    const { mailer, sent } = fakeMailer();
    const [a, b] = [worker(mailer), worker(mailer)];
    a.start();
    b.start();
    for (let i = 0; i < 25; i += 1)
      await enqueueMail(database.db, { to: `many${i}@example.org`, subject: 'S', text: 'T' });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    const many = sent.filter((m) => m.to.startsWith('many'));
    expect(many).toHaveLength(25);
    expect(new Set(many.map((m) => m.to)).size).toBe(25);
  });
});
