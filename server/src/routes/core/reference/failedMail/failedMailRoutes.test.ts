import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSmsNumbers } from '../../../../integrations/sms/sandboxSmsClient';
import { queueSms } from '../../../../integrations/sms/smsJob';
import { queueMail } from '../../../../mail/mailQueue';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { makeRetriesDue } from '../../../../testing/queuedMail';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';
import { startSmtpServer } from '../../../../testing/smtpTestServer';

describe('failed mail (settings)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let staff: SignedIn;
  let tech: SignedIn;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
    staff = await signInStaff(t);
    tech = await signInStaff(t, { email: 'tech@example.org', roles: ['staff', 'techStaff'] });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const list = (headers = tech.headers) =>
    t.app.inject({ method: 'GET', url: '/api/core/FailedMail', headers });
  /** A mail tried 8 times while the mail server refuses everything for now. */
  const failMail = async (to: string) => {
    smtp.state.refuseWith = 451;
    await queueMail(t.app.jobs, t.database.db, { to, subject: 'Your invoice', text: 'See the portal.' });
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await makeRetriesDue(t.database.db);
      await t.app.jobs.drain();
    }
    smtp.state.refuseWith = null;
  };

  it('lists a mail given up on, with why, to tech staff only', async () => {
    await failMail('pat@example.org');
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        to: 'pat@example.org',
        kind: 'mail',
        subject: 'Your invoice',
        queuedAt: expect.any(String),
        failedAt: expect.any(String),
        attempts: 8,
        error: expect.stringContaining('Mailbox busy, try later'),
      },
    ]);
    expect((await list(staff.headers)).statusCode).toBe(403);
  });

  it('sends it again on Retry, and dismisses another on Delete', async () => {
    const [failed] = (await list()).json();
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/core/FailedMail/${failed.id}/Retry`,
      headers: tech.headers,
    });
    expect(retry.statusCode).toBe(204);
    await t.app.jobs.drain();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Your invoice']);
    expect((await list()).json()).toEqual([]);

    await failMail('other@example.org');
    const [other] = (await list()).json();
    const remove = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/core/FailedMail/${id}`, headers: tech.headers });
    expect((await remove(other.id)).statusCode).toBe(204);
    expect((await list()).json()).toEqual([]);
    expect((await remove(other.id)).statusCode).toBe(404);
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up at once on a permanent refusal', async () => {
    smtp.state.refuseWith = 550;
    await queueMail(t.app.jobs, t.database.db, {
      to: 'gone@example.org',
      subject: 'Reminder',
      text: 'Soon.',
    });
    await t.app.jobs.drain();
    smtp.state.refuseWith = null;
    expect((await list()).json()).toEqual([
      expect.objectContaining({
        to: 'gone@example.org',
        attempts: 1,
        error: expect.stringContaining('unavailable'),
      }),
    ]);
  });

  it('lists a text the SMS service refused beside the mails, and dismisses it', async () => {
    const before = (await list()).json().length;
    await queueSms(t.app.jobs, t.database.db, { to: sandboxSmsNumbers.invalid, body: 'Reminder' });
    await t.app.jobs.drain();
    const rows = (await list()).json();
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        to: sandboxSmsNumbers.invalid,
        kind: 'sms',
        subject: null,
        attempts: 1,
        error: 'Twilio answered 400 (error 21211)',
      }),
    );
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/FailedMail/${rows[0].id}`,
      headers: tech.headers,
    });
    expect(remove.statusCode).toBe(204);
    expect((await list()).json()).toHaveLength(before);
  });
});
