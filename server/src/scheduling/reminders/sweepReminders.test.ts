import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments, smsSandboxMessages } from '../../db/schema';
import { sandboxSmsNumbers } from '../../integrations/sms/sandboxSmsClient';
import { remindersQueueName, smsDeadLetterQueueName, smsQueueName } from '../../jobs/jobQueues';
import { anotherInstance } from '../../testing/anotherInstance';
import type { TestApp } from '../../testing/createTestApp';
import { setClockForTests } from '../clock';
import type { DemoClinic } from '../schedulingTestKit';
import {
  bookJordan,
  clearDemoAppointments,
  reminderClinic,
  setJordanLanguage,
  setJordanPhone,
  sweepAt,
} from './reminderTestKit';
import { sweepReminders } from './sweepReminders';

const jordan = 'jordan@example.org';
const shared = reminderClinic();
let t: TestApp;
let clinic: DemoClinic;
const consented = '2026-05-02T12:00:00Z';

beforeEach(async () => {
  ({ t, clinic } = shared);
  await clearDemoAppointments(t);
  await setJordanPhone(t, clinic, '(614) 555-0142', null);
  await setJordanLanguage(t, clinic, 'en');
  t.sentMail.length = 0;
});

const remindersTo = () => t.sentMail.filter((mail) => mail.to === jordan && mail.subject.includes('eminder'));

describe('the reminder sweep', () => {
  it('sends the 72 h and 24 h reminders at their instants across the autumn change (New York)', async () => {
    // Monday 2026-11-02 09:00 EST (14:00Z); the clocks went back on Sunday at 02:00.
    await bookJordan(t, clinic, '2026-11-02 09:00:00', '2026-10-01T12:00:00Z');
    expect(await sweepAt(t, '2026-10-30T13:55:00Z')).toBe(0);
    // 72 h before is Friday 10:00 EDT, 14:00Z.
    expect(await sweepAt(t, '2026-10-30T14:00:00Z')).toBe(1);
    expect(remindersTo()).toHaveLength(1);
    expect(await sweepAt(t, '2026-11-01T13:55:00Z')).toBe(0);
    // 24 h before is Sunday 09:00 EST, 14:00Z: not 13:00Z, as a wall-clock day earlier would be.
    expect(await sweepAt(t, '2026-11-01T14:00:00Z')).toBe(1);
    expect(await sweepAt(t, '2026-11-01T14:05:00Z')).toBe(0);
    const [first, second] = remindersTo();
    expect(second?.subject).toBe('Reminder: your upcoming appointment');
    expect(second?.text).toContain('When: Monday, November 2, 2026, 9:00 AM EST (America/New_York)');
    expect(second?.text).toContain('Where: Riverbend Downtown');
    expect(first?.links?.map((link) => new URL(link).pathname.replace(/[^/]+$/, ''))).toEqual([
      '/appointment-confirm/',
      '/appointment-cancel/',
    ]);
    // Codes are made when sent: each link its own, never a placeholder.
    expect(first?.text).not.toContain('mailcode-');
    const ics = String(second?.attachments?.[0]?.content);
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261102T090000');
    expect(ics).toContain('BEGIN:VTIMEZONE');
  });

  it('sends the 24 h reminder of a 09:00 appointment after the spring change at 09:00 EDT the day before', async () => {
    await bookJordan(t, clinic, '2026-03-09 09:00:00', '2026-02-01T12:00:00Z');
    expect(await sweepAt(t, '2026-03-06T13:00:00Z')).toBe(1); // 72 h: Friday 08:00 EST
    expect(await sweepAt(t, '2026-03-08T12:55:00Z')).toBe(0);
    expect(await sweepAt(t, '2026-03-08T13:00:00Z')).toBe(1); // 24 h: Sunday 09:00 EDT
  });

  it('never sends in the quiet hours: a moment at 22:00 waits until 08:00', async () => {
    await bookJordan(t, clinic, '2026-05-15 22:00:00', '2026-04-01T12:00:00Z');
    // 24 h before is 22:00 EDT on the 14th (02:00Z on the 15th): quiet until 08:00 EDT (12:00Z).
    // The 72 h one (22:00 on the 12th) moved the same way, to 08:00 on the 13th.
    expect(await sweepAt(t, '2026-05-13T02:05:00Z')).toBe(0);
    expect(await sweepAt(t, '2026-05-13T12:00:00Z')).toBe(1);
    expect(await sweepAt(t, '2026-05-15T02:00:00Z')).toBe(0);
    expect(await sweepAt(t, '2026-05-15T11:55:00Z')).toBe(0);
    expect(await sweepAt(t, '2026-05-15T12:00:00Z')).toBe(1);
  });

  it('sends each reminder once when two instances sweep at the same moment', async () => {
    await bookJordan(t, clinic, '2026-06-10 10:00:00', '2026-05-01T12:00:00Z');
    setClockForTests(() => new Date('2026-06-09T14:00:00Z'));
    const other = await anotherInstance(t);
    try {
      const counts = await Promise.all([
        sweepReminders(t.app.deps, t.app.log),
        sweepReminders(other.deps, other.log),
      ]);
      await t.app.jobs.drain();
      // The 72 h one had passed unsent: only the latest due goes out.
      expect(counts.sort()).toEqual([0, 1]);
      expect(remindersTo()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('runs as the scheduled reminders job', async () => {
    await bookJordan(t, clinic, '2026-07-10 10:00:00', '2026-06-01T12:00:00Z');
    setClockForTests(() => new Date('2026-07-09T14:00:00Z'));
    await t.app.jobs.send(t.database.db, remindersQueueName, {});
    await t.app.jobs.drain();
    expect(remindersTo()).toHaveLength(1);
  });

  it('reminds again of an appointment staff moved, for its new time', async () => {
    const id = await bookJordan(t, clinic, '2026-06-10 10:00:00', '2026-05-01T12:00:00Z');
    expect(await sweepAt(t, '2026-06-09T14:00:00Z')).toBe(1);
    await t.database.db
      .update(appointments)
      .set({ appointmentDate: '2026-06-15 10:00:00', appointmentEndDate: '2026-06-15 11:00:00' })
      .where(eq(appointments.id, id));
    expect(await sweepAt(t, '2026-06-09T14:05:00Z')).toBe(0);
    expect(await sweepAt(t, '2026-06-12T14:00:00Z')).toBe(1);
    expect(remindersTo().at(-1)?.text).toContain('Monday, June 15, 2026, 10:00 AM EDT');
  });

  it('sends none for a cancelled appointment, nor one booked after the moment', async () => {
    const cancelled = await bookJordan(t, clinic, '2026-06-10 10:00:00', '2026-05-01T12:00:00Z');
    await t.database.db
      .update(appointments)
      .set({ status: 'Cancelled' })
      .where(eq(appointments.id, cancelled));
    // Booked 10 h ahead: both moments had passed.
    await bookJordan(t, clinic, '2026-06-11 10:00:00', '2026-06-11T04:00:00Z');
    expect(await sweepAt(t, '2026-06-11T04:05:00Z')).toBe(0);
    expect(await sweepAt(t, '2026-06-09T14:00:00Z')).toBe(0);
    expect(remindersTo()).toHaveLength(0);
  });

  it('does not send a reminder queued before the appointment was cancelled', async () => {
    const id = await bookJordan(t, clinic, '2026-06-10 10:00:00', '2026-05-01T12:00:00Z');
    setClockForTests(() => new Date('2026-06-09T14:00:00Z'));
    await t.app.jobs.pauseWork();
    try {
      expect(await sweepReminders(t.app.deps, t.app.log)).toBe(1);
      await t.database.db.update(appointments).set({ status: 'Cancelled' }).where(eq(appointments.id, id));
    } finally {
      await t.app.jobs.resumeWork();
    }
    await t.app.jobs.drain();
    expect(remindersTo()).toHaveLength(0);
  });

  it('writes the reminder in Spanish for a patient whose portal is in Spanish', async () => {
    await setJordanLanguage(t, clinic, 'es');
    await bookJordan(t, clinic, '2026-11-02 09:00:00', '2026-10-01T12:00:00Z');
    await sweepAt(t, '2026-11-01T14:00:00Z');
    const [mail] = t.sentMail.filter((m) => m.to === jordan);
    expect(mail?.subject).toBe('Recordatorio: su próxima cita');
    expect(mail?.text).toContain('Cuándo: lunes, 2 de noviembre de 2026');
    expect(mail?.text).toContain('Confirmar que asistiré: ');
  });

  it('texts the reminder only to a patient who opted in, through the SMS sandbox', async () => {
    const texts = () =>
      t.database.db.select().from(smsSandboxMessages).where(eq(smsSandboxMessages.to, '+16145550142'));
    await bookJordan(t, clinic, '2026-06-10 10:00:00', '2026-05-01T12:00:00Z');
    await sweepAt(t, '2026-06-09T14:00:00Z');
    expect(await texts()).toHaveLength(0);
    await setJordanPhone(t, clinic, '(614) 555-0142', consented);
    await bookJordan(t, clinic, '2026-06-12 10:00:00', '2026-05-01T12:00:00Z');
    await sweepAt(t, '2026-06-11T14:00:00Z');
    const [text] = await texts();
    expect(text?.body).toMatch(
      /^Reminder: you have an appointment on Friday, June 12, 2026, 10:00 AM EDT \(America\/New_York\)\. Confirm: http\S+\/appointment-confirm\/\S+ Cancel: http\S+\/appointment-cancel\/\S+$/,
    );
    expect(text?.body).not.toContain('mailcode-');
  });

  it('puts a text the service refuses for good on the dead letters', async () => {
    await setJordanPhone(t, clinic, sandboxSmsNumbers.invalid, consented);
    await bookJordan(t, clinic, '2026-06-20 10:00:00', '2026-05-01T12:00:00Z');
    await sweepAt(t, '2026-06-19T14:00:00Z');
    const dead = await t.app.jobs.boss.findJobs<{ to: string }>(smsDeadLetterQueueName);
    expect(dead.map((job) => job.data.to)).toContain(sandboxSmsNumbers.invalid);
    expect(remindersTo()).toHaveLength(1);
  });

  it('tries a text again later when the SMS service is down', async () => {
    await setJordanPhone(t, clinic, sandboxSmsNumbers.outage, consented);
    await bookJordan(t, clinic, '2026-06-22 10:00:00', '2026-05-01T12:00:00Z');
    await sweepAt(t, '2026-06-21T14:00:00Z');
    const jobs = await t.app.jobs.boss.findJobs<{ to: string }>(smsQueueName);
    const job = jobs.find((found) => found.data.to === sandboxSmsNumbers.outage);
    expect(job?.state).toBe('retry');
    expect(remindersTo()).toHaveLength(1);
  });
});
