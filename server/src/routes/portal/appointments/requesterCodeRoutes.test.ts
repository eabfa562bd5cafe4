import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequestCodes } from '../../../db/schema';
import { hashSignInCode } from '../../../portalAuth/signInCode';
import { verifyEmailPath } from '../../../scheduling/requester/emailVerification';
import { unusableCodeMessage } from '../../../scheduling/requester/requestCodes';
import {
  type DemoClinic,
  mailedCode,
  medicationRequest,
  pinClock,
  pinnedNow,
  seedDemoClinic,
  visitorInfo,
} from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { mailJobsTo } from '../../../testing/queuedMail';
import { type SignedIn, signInPortal, signInStaff } from '../../../testing/signIn';

describe("a visitor's e-mail address is verified before staff may approve", () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    staff = await signInStaff(t);
  });
  afterAll(async () => {
    pinClock();
    await t.close();
  });

  let address = 0;
  const register = async (email: string, headers: Record<string, string> = {}) => {
    address += 1;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/PatientRegistrations',
      payload: { locationId: clinic.downtownId, patientInfo: { ...visitorInfo, email } },
      headers,
      remoteAddress: `10.2.0.${address}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as string;
  };
  const verify = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/portal/AppointmentRequests/VerifyEmail',
      payload: { code },
    });
  const approve = (id: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/core/AppointmentRequests/${id}/Approve`,
      headers: staff.headers,
      payload: {},
    });
  const detail = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/core/AppointmentRequests/${id}`,
        headers: staff.headers,
      })
    ).json();

  it('a registration mails a single-use link; staff cannot approve until it is opened', async () => {
    const email = 'first.verify@example.org';
    const id = await register(email);
    const mail = t.sentMail.at(-1);
    expect(mail).toMatchObject({ to: email, subject: 'Confirm your e-mail address' });
    expect(mail?.text).toContain('new-patient registration');
    expect(mail?.text).toContain('expires in 24 hours');
    // The mail names no one: only the link.
    expect(mail?.text).not.toContain(visitorInfo.firstName);
    const code = mailedCode(t, email, verifyEmailPath);

    // Only the code's hash is stored: the code was made when the mail was sent, not queued with it.
    const stored = await t.database.db
      .select()
      .from(appointmentRequestCodes)
      .where(eq(appointmentRequestCodes.requestId, id));
    expect(stored.map((row) => row.codeHash)).toEqual([hashSignInCode(code)]);
    expect(JSON.stringify(await mailJobsTo(t.app, email))).not.toContain(code);

    expect(await detail(id)).toMatchObject({ emailVerified: false, loginLink: null });
    const early = await approve(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().messages[0]).toMatch(/not verified their e-mail address/);

    const verified = await verify(code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ kind: 'registration' });
    expect(await detail(id)).toMatchObject({ emailVerified: true });
    const again = await verify(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual([unusableCodeMessage]);

    expect((await approve(id)).statusCode).toBe(200);
  });

  it("an anonymous appointment request is verified the same way, in the visitor's language", async () => {
    const email = 'solicitud@example.org';
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      payload: medicationRequest(clinic, '2025-03-06T10:00', { patientInfo: { ...visitorInfo, email } }),
      headers: { 'accept-language': 'es' },
      remoteAddress: '10.2.1.1',
    });
    expect(created.statusCode).toBe(200);
    const mail = t.sentMail.at(-1);
    expect(mail).toMatchObject({ to: email, subject: 'Confirme su dirección de correo electrónico' });
    expect(mail?.text).toContain('solicitud de cita');
    expect((await approve(created.json().id)).statusCode).toBe(409);
    const verified = await verify(mailedCode(t, email, verifyEmailPath));
    expect(verified.json()).toEqual({ kind: 'appointmentRequest' });
    expect((await approve(created.json().id)).statusCode).toBe(200);
  });

  it('a signed-in patient is not asked: their address signed them in', async () => {
    const before = t.sentMail.length;
    const alex = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      payload: medicationRequest(clinic, '2025-03-06T11:00'),
      headers: alex.headers,
    });
    expect(t.sentMail.length).toBe(before);
    expect(await detail(created.json().id)).toMatchObject({ emailVerified: true });
  });

  it('a link expires after 24 hours; staff send a new one, which stops the old one', async () => {
    const email = 'late.reader@example.org';
    const id = await register(email);
    const first = mailedCode(t, email, verifyEmailPath);
    pinClock(new Date(pinnedNow.getTime() + 25 * 60 * 60_000));
    expect((await verify(first)).statusCode).toBe(400);

    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/core/AppointmentRequests/${id}/ResendVerification`,
        headers: staff.headers,
      });
    const resent = await resend();
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id, emailVerified: false });
    const second = mailedCode(t, email, verifyEmailPath);
    expect(second).not.toBe(first);
    expect((await resend()).statusCode).toBe(200);
    const third = mailedCode(t, email, verifyEmailPath);
    expect((await verify(second)).statusCode).toBe(400);
    expect((await verify(third)).statusCode).toBe(200);
    // Verified: nothing left to send.
    expect((await resend()).statusCode).toBe(409);
    pinClock();
  });

  it('answers 400 to a forged or malformed code and resends only to staff', async () => {
    expect((await verify('A'.repeat(43))).statusCode).toBe(400);
    expect((await verify('not a code')).statusCode).toBe(400);
    const id = await register('nosy@example.org');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/core/AppointmentRequests/${id}/ResendVerification`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
