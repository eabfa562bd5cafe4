import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import type { OutgoingMail } from '../../../mail/mailer';
import { icsProperty, icsText, icsValue } from '../../../scheduling/appointmentMail/icsLines.testing';
import {
  type DemoClinic,
  medicationRequest,
  pinClock,
  pinnedNow,
  seedDemoClinic,
} from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type SignedIn, signInPortal, signInStaff } from '../../../testing/signIn';

const spanishPage = { 'accept-language': 'es' };

// Pinned Monday 2025-03-03 07:00 at Downtown (UTC-5). Alex (demo login): Medication Management
// with Dr Okafor on 2025-03-13 09:00; Jordan has a login of their own.
describe('appointment mails in the right language, with the place, the zone and a calendar file', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let staff: SignedIn;
  let alex: SignedIn;
  let jordan: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    staff = await signInStaff(t);
    alex = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
    jordan = await signInPortal(t, clinic.jordanLoginId, clinic.jordanId);
  });
  afterAll(async () => {
    pinClock();
    await t.close();
  });

  const setSavedLanguage = async (who: SignedIn, language: 'en' | 'es') => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/portal/Auth/Language',
      headers: who.headers,
      payload: { language },
    });
    expect(res.statusCode).toBe(204);
  };
  const mailsTo = (to: string, since: number) => t.sentMail.slice(since).filter((m) => m.to === to);
  const ics = (mail: OutgoingMail | undefined, filename = 'appointment.ics') => {
    const file = mail?.attachments?.find((a) => a.filename === filename);
    if (!file) throw new Error(`no ${filename} in "${mail?.subject}"`);
    return file;
  };
  const upcomingOf = async (who: SignedIn, date: string) => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/portal/Appointments', headers: who.headers })
    ).json();
    const found = list.upcoming.find((a: { appointmentDate: string }) => a.appointmentDate.startsWith(date));
    if (!found) throw new Error(`nothing upcoming on ${date}`);
    return found.id as string;
  };

  /**
   * Alex's request sent from a page in `pageLanguage`, then reviewed by staff; answers how many
   * mails were sent before the review, so the test reads the review's mails.
   */
  const requestReviewed = async (
    payload: Record<string, unknown>,
    review: { action: 'Approve' | 'Decline'; body?: Record<string, unknown> },
    pageLanguage?: string,
  ) => {
    const made = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      headers: pageLanguage ? { ...alex.headers, 'accept-language': pageLanguage } : alex.headers,
      payload,
    });
    expect(made.statusCode).toBe(200);
    const before = t.sentMail.length;
    const reviewed = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/AppointmentRequests/${made.json().id}/${review.action}`,
      headers: staff.headers,
      payload: review.body ?? {},
    });
    expect(reviewed.statusCode).toBe(200);
    return before;
  };

  it("approval (staff) is in the login's saved language, whatever page the request came from", async () => {
    await setSavedLanguage(alex, 'es');
    const before = await requestReviewed(
      medicationRequest(clinic, '2025-03-10T08:30'),
      { action: 'Approve' },
      'en',
    );
    const [mail] = mailsTo('demo@example.org', before);
    expect(mail?.subject).toBe('Su cita está confirmada');
    expect(mail?.text).toMatch(
      /Cuándo: lunes, 10 de marzo de 2025, 8:30 a\.\s?m\. EDT \(America\/New_York\)/,
    );
    expect(mail?.text).toContain('Dónde: Riverbend Downtown, 400 N High St, Suite 210, Columbus, OH 43215');
    // Never the service or the clinician.
    expect(mail?.text).not.toMatch(/Medication|Okafor/);
    const file = ics(mail);
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(icsValue(file.content, 'METHOD')).toBe('REQUEST');
    // The location's wall clock in its zone (EDT since March 9), not a fixed offset.
    expect(icsProperty(file.content, 'DTSTART')).toMatchObject({
      params: 'TZID=America/New_York',
      value: '20250310T083000',
    });
    expect(icsValue(file.content, 'SUMMARY')).toBe('Cita');
    expect(icsValue(file.content, 'DESCRIPTION')).not.toMatch(/Medication|Okafor/);
    await setSavedLanguage(alex, 'en');
  });

  it("a decline (staff) is in the login's saved language too", async () => {
    await setSavedLanguage(alex, 'es');
    const before = await requestReviewed(
      medicationRequest(clinic, '2025-03-10T10:00'),
      { action: 'Decline', body: { reason: 'Clinician away' } },
      'en',
    );
    const [mail] = mailsTo('demo@example.org', before);
    expect(mail?.subject).toBe('Sobre su solicitud de cita');
    expect(mail?.text).toContain('(614) 555-0100');
    await setSavedLanguage(alex, 'en');
  });

  it("the patient's own cancel is answered in the page's language; the .ics cancels the same UID", async () => {
    const id = await upcomingOf(alex, '2025-03-10');
    const booked = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Appointments/${id}/Calendar`,
      headers: alex.headers,
    });
    const before = t.sentMail.length;
    // Cancelled a minute after the download: its SEQUENCE is higher, so calendar apps apply it.
    pinClock(new Date(pinnedNow.getTime() + 60_000));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/portal/Appointments/${id}/Cancel`,
      headers: { ...alex.headers, ...spanishPage },
      payload: { reason: 'scheduleConflict' },
    });
    expect(cancelled.statusCode).toBe(204);
    const [mail] = mailsTo('demo@example.org', before);
    expect(mail?.subject).toBe('Su cita fue cancelada');
    const file = ics(mail);
    expect(file.contentType).toContain('method=CANCEL');
    expect(icsValue(file.content, 'METHOD')).toBe('CANCEL');
    expect(icsValue(file.content, 'UID')).toBe(icsValue(booked.body, 'UID'));
    expect(Number(icsValue(file.content, 'SEQUENCE'))).toBe(Number(icsValue(booked.body, 'SEQUENCE')) + 60);
    pinClock();
  });

  it('an approved reschedule says the appointment moved and removes the old calendar entry', async () => {
    const current = await upcomingOf(alex, '2025-03-13');
    const before = await requestReviewed(
      medicationRequest(clinic, '2025-03-11T09:00', { rescheduleOfAppointmentId: current }),
      { action: 'Approve' },
    );
    const [mail] = mailsTo('demo@example.org', before);
    expect(mail?.subject).toBe('Your appointment was moved');
    expect(mail?.text).toContain('When: Tuesday, March 11, 2025, 9:00 AM EDT (America/New_York)');
    expect(icsValue(ics(mail).content, 'DTSTART')).toBe('20250311T090000');
    const old = ics(mail, 'previous-appointment.ics').content;
    expect(icsValue(old, 'METHOD')).toBe('CANCEL');
    expect(icsValue(old, 'UID')).toContain(current);
  });

  it('a staff cancel is in the saved language (English here, though the staff page may be Spanish)', async () => {
    const id = await upcomingOf(alex, '2025-03-11');
    const before = t.sentMail.length;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/Appointments/${id}/Cancel`,
      headers: { ...staff.headers, ...spanishPage },
      payload: {},
    });
    expect(res.statusCode).toBeLessThan(300);
    const [mail] = mailsTo('demo@example.org', before);
    expect(mail?.subject).toBe('Your appointment was cancelled');
    expect(mail?.text).toContain('When: Tuesday, March 11, 2025, 9:00 AM EDT (America/New_York)');
  });

  it("Calendar answers the signed-in patient's appointment as a download; another patient's id is 404 and audited", async () => {
    const id = await upcomingOf(jordan, '2025-03');
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Appointments/${id}/Calendar`,
      headers: { ...jordan.headers, ...spanishPage },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(own.headers['content-disposition']).toContain('attachment; filename="appointment.ics"');
    expect(icsValue(own.body, 'SUMMARY')).toBe('Cita');
    expect(icsText(icsValue(own.body, 'UID') ?? '')).toContain(id);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Appointments/${id}/Calendar`,
      headers: alex.headers,
    });
    expect(other.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({
      action: 'read',
      resource: 'Appointments/{id}/Calendar',
      resourceId: id,
      outcome: 'denied',
      patientId: clinic.alexId,
    });
    const unknown = randomUUID();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/portal/Appointments/${unknown}/Calendar`,
          headers: alex.headers,
        })
      ).statusCode,
    ).toBe(404);
    const reads = await t.database.db.select().from(auditLog).where(eq(auditLog.resourceId, id));
    expect(reads.some((r) => r.outcome === 'success' && r.action === 'read')).toBe(true);
  });
});
