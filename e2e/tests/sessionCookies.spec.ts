import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { baseUrl } from '../support/e2eEnvironment';
import { demoPatients, newPortalLogin, portalApi, signInToPortal } from '../support/portalSession';
import { bookableClinic, signInToStaffThroughUi, signOutOfStaff, uniqueSuffix } from '../support/staffApp';
import { sessionCookieNames } from '../support/storedSession';
import { registerVisitor } from '../support/visitorRegistration';

/**
 * Issue 16 point 9: the apps keep their sessions in HttpOnly cookies (docs/decisions.md "Hardening:
 * sessions in HttpOnly cookies"). What a script injected into the page could read holds no token,
 * while signing in, switching patient, live updates, other tabs and signing out work as before;
 * another site's form cannot act with the victim's session.
 */

const jwtShape = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** Everything a script on the page can read of cookies and storage. */
function readableByScript(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    );
    return [document.cookie, ...stored].join('\n');
  });
}

/** The session cookie in the browser's jar, as the test (not the page) sees it. */
async function cookieOf(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** Checks that the browser holds the session only where no script reaches it; answers its token. */
async function expectSessionOutOfScriptReach(page: Page, name: string): Promise<string> {
  const cookie = await cookieOf(page.context(), name);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  const token = cookie?.value ?? '';
  expect(token).toMatch(jwtShape);
  const readable = await readableByScript(page);
  expect(readable).not.toContain(token);
  expect(readable).not.toMatch(jwtShape);
  return token;
}

/** A page of the given origin's host (another port), serving `html`, as an attacker's site would. */
async function otherSite(host: '127.0.0.1' | 'localhost', html: string) {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('portal: signing in, switching patient and signing out never put the token within reach of page script', async ({
  page,
}) => {
  const heading = (p: Page) => p.getByRole('heading', { level: 1 });
  const email = await newPortalLogin(['alex', 'sam']);
  await signInToPortal(page, email, 'Alex R.', demoPatients.alex.dateOfBirth);
  await expect(heading(page)).toHaveText('Welcome, Alex');
  const alexToken = await expectSessionOutOfScriptReach(page, sessionCookieNames.portal);
  // Another tab of the browser shares the session.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/home');
  await expect(heading(otherTab)).toHaveText('Welcome, Alex');

  // The tab in front runs its animations at full speed (Chromium slows hidden tabs).
  await page.bringToFront();
  await page.getByRole('button', { name: /Account of Alex Rivera/ }).click();
  await page.getByRole('menuitem', { name: 'Switch patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch patient' });
  await dialog.getByRole('combobox', { name: 'Patient' }).selectOption({ label: 'Sam R.' });
  await dialog.getByRole('textbox', { name: 'Date of birth' }).fill('09/30/2015');
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await expect(heading(page)).toHaveText('Welcome, Sam');
  const samToken = await expectSessionOutOfScriptReach(page, sessionCookieNames.portal);
  expect(samToken).not.toBe(alexToken);
  // Alex's session ended with the switch: a copy of its token is worth nothing.
  await expect(portalApi(alexToken, 'GET', '/api/portal/Auth/CurrentUser')).rejects.toThrow(/401/);
  await otherTab.reload();
  await expect(heading(otherTab)).toHaveText('Welcome, Sam');

  await page.getByRole('button', { name: /Account of Sam Rivera/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await cookieOf(page.context(), sessionCookieNames.portal)).toBeUndefined();
  // The other tab follows at once, and the session is over on the server too.
  await expect(otherTab).toHaveURL(/\/signin$/);
  await expect(portalApi(samToken, 'GET', '/api/portal/Auth/CurrentUser')).rejects.toThrow(/401/);
});

test('staff: signing in, live updates and signing out never put the token within reach of page script', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const clinic = await bookableClinic(suffix);
  await signInToStaffThroughUi(page, '/staff/appointment-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment requests' })).toBeVisible();
  const token = await expectSessionOutOfScriptReach(page, sessionCookieNames.staff);

  // A visitor registers: the open queue shows it at once, over the stream the cookie session opened.
  const row = page.getByRole('row', { name: new RegExp(`Newcomer${suffix}`) });
  await expect(row).toHaveCount(0);
  const visitor = await registerVisitor(clinic, {
    lastName: `Newcomer${suffix}`,
    email: `e2e-live-${suffix}@example.org`,
  });
  await visitor.dispose();
  await expect(row).toBeVisible({ timeout: 15_000 });

  const otherTab = await page.context().newPage();
  await otherTab.goto('/staff/patients');
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  await page.bringToFront();
  await signOutOfStaff(page);
  expect(await cookieOf(page.context(), sessionCookieNames.staff)).toBeUndefined();
  await expect(otherTab).toHaveURL(/\/staff\/signin/);
  const after = await page.request.get('/api/core/Auth/CurrentUser', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test("another site's form cannot act with the session: refused without the app header, and not sent cross-site", async ({
  page,
}) => {
  const email = await newPortalLogin(['jordan']);
  await signInToPortal(page, email, 'Jordan L.', demoPatients.jordan.dateOfBirth);
  const form = `<form method="post" action="${baseUrl()}/api/portal/Auth/Logout"><button>Win a prize</button></form>`;
  // Another port of the same host is the same site: the browser sends the cookie, the header is missing.
  const sameSite = await otherSite('127.0.0.1', form);
  // Another host name is another site: the browser does not even send the cookie.
  const crossSite = await otherSite('localhost', form);
  try {
    await page.goto(sameSite.url);
    await page.getByRole('button', { name: 'Win a prize' }).click();
    await expect(page.locator('body')).toContainText(
      'Cross-site request refused: a request signed in with the session cookie must carry the X-Clinic-App header.',
    );
    await page.goto(crossSite.url);
    await page.getByRole('button', { name: 'Win a prize' }).click();
    await expect(page.locator('body')).toContainText('Not signed in.');
  } finally {
    await sameSite.close();
    await crossSite.close();
  }
  // The patient is still signed in.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jordan');
  expect(await cookieOf(page.context(), sessionCookieNames.portal)).toBeDefined();
});
