// A patient's portal session for the benchmark's signed-in pages, made as a patient makes one:
// the e-mailed link (caught by the browser tests' SMTP catcher), the patient, the date of birth.

/** The seeded demo patient (server/src/db/seed/data/patients.ts) with shared documents. */
const patient = { email: 'demo@example.org', firstName: 'Alex', dateOfBirth: '1990-04-12' };

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function signInMail(catcher) {
  for (let i = 0; i < 120; i += 1) {
    const mail = (await catcher.mails()).find((m) => m.to.includes(patient.email));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no sign-in mail arrived');
}

/**
 * Signs the demo patient in by API; resolves with the session cookie's value and the `user`
 * marker the portal keeps in localStorage (what a browser holds after signing in).
 */
export async function signedInSession(url, catcher) {
  const post = (path, body, headers = {}) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  await json(await post('/api/portal/Auth/SendLink', { email: patient.email }), 'SendLink');
  const link = (await signInMail(catcher)).text.match(/https?:\/\/\S+\/confirm\/\S+/)?.[0];
  if (!link) throw new Error('the sign-in mail has no /confirm/ link');
  const code = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  const choices = await json(
    await fetch(`${url}/api/portal/Accesses/Patients/${encodeURIComponent(code)}`),
    'link patients',
  );
  const choice = choices.find((c) => c.firstName === patient.firstName);
  if (!choice) throw new Error(`the link has no patient ${patient.firstName}`);
  // From the app (its header): the server answers with the HttpOnly cookie, as in a browser.
  const reply = await post(
    '/api/portal/Auth/Login',
    { patientId: choice.id, dateOfBirth: patient.dateOfBirth, code },
    { 'X-Clinic-App': '1' },
  );
  const { user } = await json(reply, 'Login');
  const cookie = reply.headers
    .getSetCookie()
    .map((c) => /^portal_session=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!cookie) throw new Error('Login set no portal_session cookie');
  return { cookie, marker: JSON.stringify(user) };
}
