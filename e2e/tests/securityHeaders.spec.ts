import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { requestAppointment } from '../support/appointmentRequests';
import { printAndClose } from '../support/portalDocumentActions';
import { formContent, shareNewDocument } from '../support/portalDocuments';
import {
  demoPatients,
  newPortalLogin,
  portalToken,
  signInToPortal,
  staffApi,
} from '../support/portalSession';
import {
  bookableClinic,
  createFormInBuilder,
  patientWithLogin,
  signInToStaff,
  signInToStaffThroughUi,
  uniqueSuffix,
} from '../support/staffApp';
import { newDocument, newForm, patientWithEpisode } from '../support/staffCharts';

/**
 * Issue 16 point 2: both apps work under their content policy (no inline script, style elements
 * only with the page's nonce), and no other site can frame them.
 */

/** A 1x1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngDataUrl = `data:image/png;base64,${tinyPng.toString('base64')}`;

/**
 * A page of another site (localhost, where the apps are at 127.0.0.1) serving `html`; close it
 * when done.
 */
async function framingSite(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Collects what the page's content policy refused, in every frame: Chromium's console error for
 * each refusal (the print frame runs no script, so only this reaches us from it), and the
 * securitypolicyviolation event of every document that runs scripts.
 */
async function policyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} in ${event.documentURI}`,
      );
    });
  });
  return violations;
}

test('the portal works under its policy: sign-in, signing a document, a picture, printing', async ({
  page,
}) => {
  const violations = await policyViolations(page);
  const { name, documentId } = await shareNewDocument(
    'jordan',
    formContent([
      { elType: 'Signature', properties: { label: 'Your signature', type: 'client' } },
      { elType: 'Picture', properties: { label: 'Photo of the rash' } },
    ]),
  );
  const { dateOfBirth } = demoPatients.jordan;
  await signInToPortal(page, await newPortalLogin(['jordan']), 'Jordan L.', dateOfBirth);

  await page.goto(`/document/${documentId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The signature pad and its dialog (which locks the page's scrolling with a style element).
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const pad = page.getByRole('dialog', { name: 'Please Sign' });
  await pad.getByRole('radio', { name: 'Typed name' }).check();
  await pad.getByRole('textbox', { name: 'Full name' }).fill('Jordan Lee');
  await pad.getByRole('button', { name: 'Save' }).click();
  await expect(pad).toBeHidden();
  await expect(page.getByRole('img', { name: /^Signature/ })).toBeVisible();
  // A picture from a file, compressed on the page into a data: URL.
  await page
    .getByLabel('Upload file')
    .setInputFiles({ name: 'rash.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByRole('img', { name: 'Picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Your answers were saved.')).toBeVisible();

  // The printable page in its sandboxed frame, styled by its own style sheet, with the signature.
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Print ${name}` });
  const printable = page.frameLocator(`iframe[title="Printable version of ${name}"]`);
  await expect(printable.getByRole('heading', { name })).toHaveCSS('font-size', '20px');
  await expect(printable.getByRole('img').first()).toHaveAttribute('src', /^data:image\//);
  await printAndClose(page, dialog);

  expect(violations).toEqual([]);
});

test('the staff app works under its policy: sign-in, a signed document with a picture, printing, rich text, live updates', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await policyViolations(page);
  const patient = await patientWithEpisode();
  const form = await newForm([
    { elType: 'Signature', properties: { label: 'Clinician signature' } },
    { elType: 'Picture', properties: { label: 'Wound photo' } },
  ]);
  const documentId = await newDocument(patient, form.id);
  const { rowVersion } = await staffApi<{ rowVersion: number }>('GET', `/api/core/Documents/${documentId}`);
  await staffApi('PATCH', `/api/core/Documents/${documentId}`, {
    rowVersion,
    results: {
      Signature1: { signature: pngDataUrl, signedBy: 'Dr Kim', date: '2025-04-05T10:00:00Z' },
      Picture1: { picture: pngDataUrl, date: '2025-04-05T10:00:00Z' },
    },
  });

  await signInToStaffThroughUi(page, `/staff/patients/${patient.id}/documents/${documentId}`);
  await expect(page.getByRole('heading', { level: 1, name: form.name })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signature of Dr Kim' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture' })).toBeVisible();
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  // A request sent in the portal reaches the open queue over the live stream.
  const suffix = uniqueSuffix();
  const clinic = await bookableClinic(suffix);
  const requester = await patientWithLogin(suffix);
  const token = await portalToken(requester.email, requester.firstName, requester.dateOfBirth);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /Appointment requests/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment requests' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(requester.name) });
  await expect(row).toHaveCount(0);
  await requestAppointment(token, clinic);
  await expect(row).toBeVisible({ timeout: 15_000 });

  // The form builder's rich-text editor writes its base styles into a style element.
  await createFormInBuilder(page, `Policy ${uniqueSuffix()}`);
  const toolbox = page.getByRole('navigation', { name: 'Toolbox' });
  await toolbox.getByText('Display', { exact: true }).click();
  await toolbox.getByRole('button', { name: 'Text', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Edit Element' });
  await expect(panel.getByRole('textbox', { name: 'Text', exact: true })).toHaveText('Example text');

  expect(violations).toEqual([]);
});

test('a page of another site that frames the apps shows nothing of them', async ({ page, baseURL }) => {
  // Signed in, as a victim would be, so the staff app would show its pages if it could load.
  await signInToStaff(page);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const site = await framingSite(
    `<h1>Win a prize</h1><iframe title="portal" src="${baseURL}/home"></iframe>` +
      `<iframe title="staff" src="${baseURL}/staff/"></iframe>`,
  );
  try {
    await page.goto(site.url);
    await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible();
    // Chromium refuses both frames for our policy; neither app's page is ever in them.
    await expect
      .poll(() => messages.filter((text) => text.includes("frame-ancestors 'none'")).length)
      .toBe(2);
    const frames = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(frames).toHaveLength(2);
    for (const frame of frames) {
      expect(await frame.locator('#root').count(), frame.url()).toBe(0);
      expect(await frame.locator('body').innerText(), frame.url()).not.toMatch(
        /Clinic|Portal|Sign in|User menu/,
      );
    }
  } finally {
    await site.close();
  }
});

test('a script or style element slipped into an app page is refused and reported', async ({ page }) => {
  const violations = await policyViolations(page);
  await signInToStaff(page);
  const injected = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "script"';
    const style = document.createElement('style');
    style.textContent = 'body { display: none }';
    document.head.append(script, style);
    return {
      script: document.body.dataset.injected ?? null,
      display: getComputedStyle(document.body).display,
    };
  });
  expect(injected).toEqual({ script: null, display: 'block' });
  await expect
    .poll(() => violations.filter((text) => /^securitypolicyviolation: (script|style)-src-elem/.test(text)))
    .toHaveLength(2);
  await expect(page.getByRole('button', { name: /^User menu for/ })).toBeVisible();
});

test('the API reference works under its own policy', async ({ page }) => {
  const violations = await policyViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Clinic portal and forms API/ })).toBeVisible();
  // The operations come from the OpenAPI document the page fetched.
  await expect(page.getByRole('button', { name: /^GET \/api\/health/ })).toBeVisible();
  expect(violations).toEqual([]);
});
