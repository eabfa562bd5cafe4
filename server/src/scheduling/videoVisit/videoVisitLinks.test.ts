import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesOfService } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { type SignedIn, signInPortal, signInStaff } from '../../testing/signIn';
import { icsText, icsValue } from '../appointmentMail/icsLines.testing';
import { type DemoClinic, medicationRequest, pinClock, seedDemoClinic } from '../schedulingTestKit';

const room = 'https://meet.example.org/okafor-room';
const videoVisitMessage = 'Enter the video visit link as a secure web address starting with https://';

// Pinned Monday 2025-03-03 07:00 at Downtown (UTC-5); Dr Okafor sees patients there 08:00-12:00.
describe('video visit links: the clinician sets a room, telehealth appointments carry it to the patient only', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let staff: SignedIn;
  let techStaff: SignedIn;
  let alex: SignedIn;
  let jordan: SignedIn;
  let telehealthId: string;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    staff = await signInStaff(t);
    techStaff = await signInStaff(t, { email: 'tech@example.org', roles: ['staff', 'techStaff'] });
    alex = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
    jordan = await signInPortal(t, clinic.jordanLoginId, clinic.jordanId);
    const [place] = await t.database.db
      .select({ id: placesOfService.id })
      .from(placesOfService)
      .where(and(eq(placesOfService.locationId, clinic.downtownId), eq(placesOfService.code, '02')));
    if (!place) throw new Error('Downtown has no telehealth place');
    telehealthId = place.id;
  });
  afterAll(async () => {
    pinClock();
    await t.close();
  });

  const inject = (method: 'GET' | 'PUT' | 'PATCH', url: string, who: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });
  const setClinicianRoom = (videoVisitUrl: string | null) =>
    inject('PATCH', `/api/core/Clinicians/${clinic.clinicianId('Okafor')}`, techStaff, { videoVisitUrl });
  const ics = (mail: OutgoingMail | undefined) => {
    const file = mail?.attachments?.find((a) => a.filename === 'appointment.ics');
    if (!file) throw new Error(`no calendar file in "${mail?.subject}"`);
    return file.content;
  };
  /** Alex asks for `start` (telehealth unless told), staff approve with `approval`; the appointment and its mails. */
  const approved = async (start: string, approval: Record<string, unknown> = {}, telehealth = true) => {
    const made = await inject(
      'PUT',
      '/api/portal/AppointmentRequests',
      alex,
      medicationRequest(clinic, start, telehealth ? { placeOfServiceId: telehealthId } : {}),
    );
    expect(made.statusCode).toBe(200);
    const before = t.sentMail.length;
    const res = await inject(
      'PATCH',
      `/api/core/AppointmentRequests/${made.json().id}/Approve`,
      staff,
      approval,
    );
    expect(res.statusCode).toBe(200);
    return {
      detail: res.json() as { appointmentId: string; telehealth: boolean; videoVisitUrl: string | null },
      mails: t.sentMail.slice(before).filter((mail) => mail.to === 'demo@example.org'),
    };
  };

  it('a clinician keeps a standing video room: https only, refused at its field otherwise', async () => {
    for (const link of ['http://meet.example.org/okafor', 'javascript:alert(1)', 'meet.example.org']) {
      const refused = await setClinicianRoom(link);
      expect(refused.statusCode, link).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ videoVisitUrl: [videoVisitMessage] });
    }
    const saved = await setClinicianRoom(` ${room} `);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().videoVisitUrl).toBe(room);
  });

  it("approval books a telehealth visit with the clinician's room: in the mail (text and HTML) and the .ics", async () => {
    const { detail, mails } = await approved('2025-03-11T09:00');
    expect(detail).toMatchObject({ telehealth: true, videoVisitUrl: room });
    const [mail] = mails;
    expect(mail?.subject).toBe('Your appointment is confirmed');
    expect(mail?.text).toContain('Where: Telehealth (video visit)');
    expect(mail?.text).toContain(`Join the video visit: ${room}`);
    expect(mail?.html).toContain(`<a href="${room}">Join the video visit</a>`);
    const file = ics(mail);
    expect(icsValue(file, 'URL')).toBe(room);
    expect(icsText(icsValue(file, 'LOCATION') ?? '')).toBe(room);
    expect(icsText(icsValue(file, 'DESCRIPTION') ?? '')).toContain(`Join the video visit: ${room}`);
    // The log's list of a mail's links (outbox mode) never holds it.
    expect(mail?.links).not.toContain(room);
  });

  it('staff may give another link when approving; a bad one is refused and books nothing', async () => {
    const made = await inject(
      'PUT',
      '/api/portal/AppointmentRequests',
      alex,
      medicationRequest(clinic, '2025-03-11T10:00', { placeOfServiceId: telehealthId }),
    );
    const approve = `/api/core/AppointmentRequests/${made.json().id}/Approve`;
    const bad = await inject('PATCH', approve, staff, { videoVisitUrl: 'http://meet.example.org/x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ videoVisitUrl: [videoVisitMessage] });
    const still = await inject('GET', `/api/core/AppointmentRequests/${made.json().id}`, staff);
    expect(still.json()).toMatchObject({ status: 'Unconfirmed', appointmentId: null });
    const own = 'https://video.example.org/visit/alex-0312';
    const { detail, mails } = await approved('2025-03-12T09:00', { videoVisitUrl: own });
    expect(detail.videoVisitUrl).toBe(own);
    expect(mails[0]?.text).toContain(`Join the video visit: ${own}`);
  });

  it('a visit in person gets no link, even from a clinician who has a room', async () => {
    const { detail, mails } = await approved('2025-03-12T10:00', {}, false);
    expect(detail).toMatchObject({ telehealth: false, videoVisitUrl: null });
    expect(mails[0]?.text).not.toContain('video');
    const changed = await inject(
      'PATCH',
      `/api/core/Appointments/${detail.appointmentId}/VideoVisit`,
      staff,
      {
        videoVisitUrl: room,
      },
    );
    expect(changed.statusCode).toBe(409);
  });

  it("the patient's Appointments carry the link; another patient never sees it", async () => {
    const { detail } = await approved('2025-03-14T09:00');
    const list = (await inject('GET', '/api/portal/Appointments', alex)).json();
    const mine = list.upcoming.find((a: { id: string }) => a.id === detail.appointmentId);
    expect(mine).toMatchObject({ telehealth: true, videoVisitUrl: room });
    const theirs = (await inject('GET', '/api/portal/Appointments', jordan)).body;
    expect(theirs).not.toContain(room);
    const calendar = await inject('GET', `/api/portal/Appointments/${detail.appointmentId}/Calendar`, jordan);
    expect(calendar.statusCode).toBe(404);
    expect(calendar.body).not.toContain(room);
  });

  it('staff change the link: checked, saved, mailed in the saved language; a cancellation does not repeat it', async () => {
    const { detail } = await approved('2025-03-13T10:00');
    const url = `/api/core/Appointments/${detail.appointmentId}/VideoVisit`;
    const refused = await inject('PATCH', url, staff, { videoVisitUrl: 'http://meet.example.org/new' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ videoVisitUrl: [videoVisitMessage] });

    expect((await inject('PATCH', '/api/portal/Auth/Language', alex, { language: 'es' })).statusCode).toBe(
      204,
    );
    const newRoom = 'https://meet.example.org/okafor-room-2';
    const before = t.sentMail.length;
    const changed = await inject('PATCH', url, staff, { videoVisitUrl: newRoom });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ telehealth: true, videoVisitUrl: newRoom });
    const [mail] = t.sentMail.slice(before).filter((m) => m.to === 'demo@example.org');
    expect(mail?.subject).toBe('Su visita por video tiene un nuevo enlace');
    expect(mail?.text).toContain(`Unirse a la visita por video: ${newRoom}`);
    expect(icsValue(ics(mail), 'URL')).toBe(newRoom);
    expect(icsValue(ics(mail), 'METHOD')).toBe('REQUEST');
    // The same link again changes nothing and mails nobody.
    const again = t.sentMail.length;
    expect((await inject('PATCH', url, staff, { videoVisitUrl: newRoom })).statusCode).toBe(200);
    expect(t.sentMail.length).toBe(again);
    expect((await inject('PATCH', '/api/portal/Auth/Language', alex, { language: 'en' })).statusCode).toBe(
      204,
    );

    const beforeCancel = t.sentMail.length;
    const cancelled = await inject(
      'PATCH',
      `/api/core/Appointments/${detail.appointmentId}/Cancel`,
      staff,
      {},
    );
    expect(cancelled.statusCode).toBe(200);
    const [cancelMail] = t.sentMail.slice(beforeCancel).filter((m) => m.to === 'demo@example.org');
    expect(cancelMail?.subject).toBe('Your appointment was cancelled');
    expect(cancelMail?.text).not.toContain(newRoom);
    expect(ics(cancelMail)).not.toContain('okafor-room');
    expect((await inject('PATCH', url, staff, { videoVisitUrl: room })).statusCode).toBe(409);
  });
});
