import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments, patients, portalLogins } from '../../../db/schema';
import { setClockForTests } from '../../../scheduling/clock';
import { reminderPaths } from '../../../scheduling/reminders/reminderCodes';
import {
  bookJordan,
  clearDemoAppointments,
  reminderClinic,
  setJordanPhone,
  sweepAt,
} from '../../../scheduling/reminders/reminderTestKit';
import { type DemoClinic, mailedCode } from '../../../scheduling/schedulingTestKit';
import type { TestApp } from '../../../testing/createTestApp';
import { signInPortal, signInStaff } from '../../../testing/signIn';

const jordan = 'jordan@example.org';
const shared = reminderClinic();
let t: TestApp;
let clinic: DemoClinic;
let appointmentId: string;

beforeEach(async () => {
  ({ t, clinic } = shared);
  await clearDemoAppointments(t);
  t.sentMail.length = 0;
  // Monday 2026-11-02 09:00 EST; the 72 h reminder goes out on Friday 14:00Z.
  appointmentId = await bookJordan(t, clinic, '2026-11-02 09:00:00', '2026-10-01T12:00:00Z');
  await sweepAt(t, '2026-10-30T14:00:00Z');
});

const press = (action: 'Confirm' | 'Cancel', code: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/portal/AppointmentReminders/${action}`,
    headers: { 'accept-language': language },
    payload: action === 'Cancel' ? { code, reason: 'scheduleConflict' } : { code },
  });
const appointment = async () => {
  const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, appointmentId));
  return row;
};

describe('reminder links', () => {
  it('confirms once, by the button only: opening the link changes nothing', async () => {
    const code = mailedCode(t, jordan, reminderPaths.confirm);
    // What a mail scanner does: it opens the link (the portal's page), which uses no code.
    await t.app.inject({ method: 'GET', url: `${reminderPaths.confirm}${code}` });
    expect((await appointment())?.confirmedAt).toBeNull();
    const res = await press('Confirm', code);
    expect(res.statusCode).toBe(200);
    expect(res.json().confirmedAt).toBe('2026-10-30T14:00:00.000Z');
    expect((await appointment())?.confirmedAt).not.toBeNull();
    const again = await press('Confirm', code, 'es');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'cancelLinkUnusable' });
  });

  it('asks for a new confirmation when staff move the appointment', async () => {
    await press('Confirm', mailedCode(t, jordan, reminderPaths.confirm));
    const staff = await signInStaff(t);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/Schedule/Appointments/${appointmentId}/Move`,
      headers: staff.headers,
      payload: { start: '2026-11-03T09:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await appointment())?.confirmedAt).toBeNull();
  });

  it('shows the confirmation on the staff schedule', async () => {
    const staff = await signInStaff(t);
    const schedule = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/core/Schedule?from=2026-11-02&to=2026-11-02',
          headers: staff.headers,
        })
      ).json().appointments as Array<{ id: string; confirmedAt: string | null }>;
    expect((await schedule()).find((row) => row.id === appointmentId)?.confirmedAt).toBeNull();
    await press('Confirm', mailedCode(t, jordan, reminderPaths.confirm));
    expect((await schedule()).find((row) => row.id === appointmentId)?.confirmedAt).toBe(
      '2026-10-30T14:00:00.000Z',
    );
  });

  it('cancels by the portal rules, once, and the cancellation mail follows', async () => {
    const code = mailedCode(t, jordan, reminderPaths.cancel);
    const res = await press('Cancel', code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cancelled: 'appointment' });
    expect((await appointment())?.status).toBe('Cancelled');
    expect(t.sentMail.at(-1)?.subject).toBe('Your appointment was cancelled');
    expect((await press('Cancel', code)).statusCode).toBe(400);
    // The confirm link of a cancelled appointment says so.
    const confirm = await press('Confirm', mailedCode(t, jordan, reminderPaths.confirm));
    expect(confirm.json()).toMatchObject({ code: 'alreadyCancelled' });
  });

  it('refuses a cancel inside the notice window and leaves the code usable', async () => {
    const code = mailedCode(t, jordan, reminderPaths.cancel);
    setClockForTests(() => new Date('2026-11-01T20:00:00Z'));
    const late = await press('Cancel', code);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'cancelTooLate' });
    expect((await appointment())?.status).toBe('Show');
    setClockForTests(() => new Date('2026-10-31T12:00:00Z'));
    expect((await press('Cancel', code)).statusCode).toBe(200);
  });
});

describe('text reminders opt-in', () => {
  it('is kept with when it was given, and needs a phone a text can reach', async () => {
    const session = await signInPortal(t, clinic.jordanLoginId, clinic.jordanId);
    const optIn = (value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/portal/Profile/SmsReminders',
        headers: { ...session.headers, 'accept-language': 'es' },
        payload: { optIn: value },
      });
    await setJordanPhone(t, clinic, null, null);
    const refused = await optIn(true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'smsNeedsPhone' });
    await setJordanPhone(t, clinic, '614-555-0142', null);
    setClockForTests(() => new Date('2026-10-30T15:00:00Z'));
    expect((await optIn(true)).json().smsRemindersOptedInAt).toBe('2026-10-30T15:00:00.000Z');
    expect((await optIn(false)).json().smsRemindersOptedInAt).toBeNull();
  });

  it('is asked again when staff change the phone it was given for', async () => {
    const session = await signInPortal(t, clinic.jordanLoginId, clinic.jordanId);
    const staff = await signInStaff(t);
    await setJordanPhone(t, clinic, '614-555-0142', null);
    await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Profile/SmsReminders',
      headers: session.headers,
      payload: { optIn: true },
    });
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/core/Patients/${clinic.jordanId}`,
        headers: staff.headers,
        payload,
      });
    const consent = async () =>
      (await t.database.db.select().from(patients).where(eq(patients.id, clinic.jordanId)))[0]
        ?.smsRemindersOptedInAt;
    expect((await patch({ city: 'Columbus' })).statusCode).toBe(200);
    expect((await patch({ phone: '614-555-0142' })).statusCode).toBe(200);
    expect(await consent()).not.toBeNull();
    expect((await patch({ phone: '614-555-0199' })).statusCode).toBe(200);
    expect(await consent()).toBeNull();
  });
});

describe('a reminder staff send now', () => {
  it('mails the reminder with working links, and is refused for a past appointment', async () => {
    const staff = await signInStaff(t);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/core/Schedule/Appointments/${appointmentId}/Reminder`,
        headers: staff.headers,
      });
    t.sentMail.length = 0;
    setClockForTests(() => new Date('2026-10-31T12:00:00Z'));
    expect((await send()).statusCode).toBe(200);
    expect(t.sentMail.map((mail) => mail.subject)).toEqual(['Reminder: your upcoming appointment']);
    expect((await press('Confirm', mailedCode(t, jordan, reminderPaths.confirm))).statusCode).toBe(200);
    setClockForTests(() => new Date('2026-11-02T15:00:00Z'));
    const late = await send();
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'appointmentNotExpected' });
  });

  it('is refused when the patient can be reached neither by mail nor by text', async () => {
    const staff = await signInStaff(t);
    // Jordan's login is deleted and the chart's address cleared for this one.
    const setLoginDeleted = (deletedAt: string | null) =>
      t.database.db.update(portalLogins).set({ deletedAt }).where(eq(portalLogins.id, clinic.jordanLoginId));
    await setLoginDeleted('2026-01-01T00:00:00Z');
    await t.database.db.update(patients).set({ email: null }).where(eq(patients.id, clinic.jordanId));
    await setJordanPhone(t, clinic, null, null);
    try {
      setClockForTests(() => new Date('2026-10-31T12:00:00Z'));
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/core/Schedule/Appointments/${appointmentId}/Reminder`,
        headers: staff.headers,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'reminderNoRecipient' });
    } finally {
      await setLoginDeleted(null);
    }
  });
});
