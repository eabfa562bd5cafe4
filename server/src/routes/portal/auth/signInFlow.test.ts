import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../testing/demoFixtures';
import { signInPortal } from '../../../testing/signIn';
import { startSmtpServer } from '../../../testing/smtpTestServer';
import {
  alexDateOfBirth,
  bearer,
  confirmCodeIn,
  jwtPayload,
  login,
  samDateOfBirth,
  sendLink,
} from './signInTestKit';

describe('portal sign-in, end to end through a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let people: DemoPeople;
  const publicUrl = 'https://portal.clinic.test';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      PUBLIC_URL: publicUrl,
    });
    people = await seedDemoPeople(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a link, lists the patients, signs in once with the date of birth, switches and signs out', async () => {
    const sent = await sendLink(t, '  Demo@Example.ORG ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Link sent, please check your email.' });

    const mail = await smtp.nth(1);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('demo@example.org');
    expect(mail.subject).toBe('Your sign-in link');
    // The link's code is random base64url, which can spell anything ("…xSam…"): read around it.
    const everything =
      `${mail.subject}\n${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html : ''}`.replace(
        /\/confirm\/[A-Za-z0-9_-]+/g,
        '/confirm/CODE',
      );
    for (const secret of ['Alex', 'Sam', 'Rivera', alexDateOfBirth, samDateOfBirth, 'MRN']) {
      expect(everything).not.toContain(secret);
    }
    expect(mail.text).toMatch(new RegExp(`${publicUrl}/confirm/[A-Za-z0-9_-]{43}`));
    const code = confirmCodeIn(mail.text ?? '');

    // E-mail scanners open the link (GET and HEAD) and the confirm page lists patients: nothing is used up.
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: `/confirm/${code}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'HEAD', url: `/confirm/${code}` })).statusCode).toBe(404);
      const listed = await t.app.inject({ method: 'GET', url: `/api/portal/Accesses/Patients/${code}` });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().map((p: { name: string }) => p.name)).toEqual(['Alex R.', 'Sam R.']);
    }

    const wrong = await login(t, { patientId: people.alexId, dateOfBirth: '1990-04-13', code });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual(['Invalid date of birth. Please correct it and try again.']);

    const signedIn = await login(t, { patientId: people.alexId, dateOfBirth: alexDateOfBirth, code });
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json();

    // The token carries identifiers only.
    const payload = jwtPayload(token);
    expect(payload.aud).toBe('portal');
    const sid = JSON.parse(String(payload.sid));
    expect(Object.keys(sid).sort()).toEqual(['LocationId', 'Patient', 'loginId', 'sessionId']);
    expect(sid.Patient).toEqual({ Id: people.alexId });
    const raw = JSON.stringify(payload);
    for (const secret of ['Alex', 'Rivera', alexDateOfBirth, 'demo@example.org'])
      expect(raw).not.toContain(secret);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Auth/CurrentUser',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: {
        loginId: people.demoLoginId,
        email: 'demo@example.org',
        language: 'en',
        Patient: { Id: people.alexId },
      },
      patients: [
        { id: people.alexId, firstName: 'Alex', lastInitial: 'R', name: 'Alex R.' },
        { id: people.samId, firstName: 'Sam', lastInitial: 'R', name: 'Sam R.' },
      ],
      currentPatient: {
        id: people.alexId,
        firstName: 'Alex',
        lastName: 'Rivera',
        dateOfBirth: alexDateOfBirth,
      },
    });

    // Used once: a replay and the confirm page now say the link has expired.
    const replay = await login(t, { patientId: people.alexId, dateOfBirth: alexDateOfBirth, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().messages).toEqual(['Expired link. Please request a new link and try again.']);
    const reopened = await t.app.inject({ method: 'GET', url: `/api/portal/Accesses/Patients/${code}` });
    expect(reopened.json().messages).toEqual(['Expired link. Please request a new link and try again.']);

    // Switching patient gives a new token and ends the old session.
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/portal/Auth/LoginWithNewPatient',
      headers: bearer(token),
      payload: { patientId: people.samId, dateOfBirth: samDateOfBirth },
    });
    expect(switched.statusCode).toBe(200);
    const samToken = switched.json().token;
    expect(JSON.parse(String(jwtPayload(samToken).sid)).Patient).toEqual({ Id: people.samId });
    const oldAgain = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Auth/CurrentUser',
      headers: bearer(token),
    });
    expect(oldAgain.statusCode).toBe(401);
    const asSam = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Auth/CurrentUser',
      headers: bearer(samToken),
    });
    expect(asSam.json().currentPatient.firstName).toBe('Sam');

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/portal/Auth/Logout',
      headers: bearer(samToken),
    });
    expect(out.statusCode).toBe(204);
    const afterOut = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Auth/CurrentUser',
      headers: bearer(samToken),
    });
    expect(afterOut.statusCode).toBe(401);
  });

  it("writes the mail in the login's language", async () => {
    const jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/portal/Auth/Language',
      headers: jordan.headers,
      payload: { language: 'es' },
    });
    expect(set.statusCode).toBe(204);
    const before = smtp.received.length;
    expect((await sendLink(t, 'jordan@example.org')).statusCode).toBe(200);
    const mail = await smtp.nth(before + 1);
    expect(mail.subject).toBe('Su enlace para iniciar sesión');
    expect(mail.text).toContain('caduca en 15 minutos');
    expect(mail.text).not.toContain('Jordan');
    expect(mail.text).toMatch(new RegExp(`${publicUrl}/confirm/`));
  });
});
