import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../app/appInstance';
import { queueMail } from '../mail/mailQueue';
import { anotherInstance } from '../testing/anotherInstance';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { startSmtpServer } from '../testing/smtpTestServer';
import { mailQueueName } from './jobQueues';

describe('mail from two instances on one database', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let second: AppInstance;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
    second = await anotherInstance(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await smtp.close();
  });

  it('delivers each of 200 notices exactly once to the mail server', { timeout: 60_000 }, async () => {
    const notices = Array.from({ length: 200 }, (_, i) => `patient${i}@example.org`);
    // Queued by both instances, in transactions of 20, as requests on either would.
    for (let batch = 0; batch < 10; batch += 1) {
      const jobs = (batch % 2 ? second : t.app).jobs;
      await t.database.db.transaction(async (tx) => {
        for (const to of notices.slice(batch * 20, batch * 20 + 20)) {
          await queueMail(jobs, tx, { to, subject: 'New message', text: 'Sign in to read it.' });
        }
      });
    }
    await smtp.nth(200, 50_000);
    await Promise.all([t.app.jobs.drain(), second.jobs.drain()]);

    const received = smtp.received.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : ''));
    expect(received).toHaveLength(200);
    expect(new Set(received)).toEqual(new Set(notices));
    const jobs = await t.app.jobs.boss.findJobs(mailQueueName);
    expect(jobs.filter((job) => job.state === 'completed')).toHaveLength(200);
  });
});
