import { type Browser, expect, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { formContent } from '../support/portalDocuments';
import { staffApi, typedDate } from '../support/portalSession';
import { uniqueSuffix } from '../support/staffApp';

/**
 * An e-form link sent for a document group: the patient moves between the group's documents
 * (answers saved as they go), and "Submit all" completes them together; what needs fixing
 * brings the patient to the first document holding it, in the page's language.
 */

interface GroupLink {
  link: string;
  formNames: [string, string];
  documentIds: string[];
  dateOfBirth: string;
}

/** A patient (portal login in `language`) with a two-document group of required answers, and its e-mailed link. */
async function groupLinkFor(language: 'en' | 'es'): Promise<GroupLink> {
  const suffix = uniqueSuffix();
  const dateOfBirth = '1984-05-06';
  const patient = await staffApi<{ id: string }>('PUT', '/api/core/Patients', {
    firstName: `Packet${suffix}`,
    lastName: 'Tester',
    dateOfBirth,
  });
  const email = `e2e-packet-${suffix}@example.org`;
  await staffApi('PUT', '/api/core/PortalLogins', { email, language, patientIds: [patient.id] });
  await staffApi('PUT', '/api/core/EpisodesOfCare', { patientId: patient.id });
  const formNames: [string, string] = [`E2E consent ${suffix}`, `E2E history ${suffix}`];
  const forms = [];
  for (const [index, name] of formNames.entries()) {
    const content = formContent([
      { elType: 'TextInput', properties: { label: `Answer ${index + 1}`, required: true } },
    ]);
    forms.push(await staffApi<{ id: string }>('PUT', '/api/core/Forms', { name, content }));
  }
  const formGroup = await staffApi<{ id: string }>('PUT', '/api/core/FormGroups', {
    name: `E2E packet ${suffix}`,
    formIds: forms.map((form) => form.id),
  });
  const group = await staffApi<{ id: string; documents: { id: string }[] }>(
    'PUT',
    '/api/core/DocumentGroups',
    {
      formGroupId: formGroup.id,
      patientId: patient.id,
    },
  );
  const since = new Date().toISOString();
  await staffApi('PUT', '/api/core/EForms', { patientId: patient.id, documentGroupId: group.id, email });
  const link = linkIn(await waitForMail(email, { since }), '/eform/');
  return { link, formNames, documentIds: group.documents.map((document) => document.id), dateOfBirth };
}

/** Opens the link in the patient's own browser (no session of any kind) past the date of birth. */
async function openLink(
  browser: Browser,
  group: GroupLink,
  openLabel: string,
  dateLabel: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(group.link);
  await page.getByRole('textbox', { name: dateLabel }).fill(typedDate(group.dateOfBirth));
  await page.getByRole('button', { name: openLabel }).click();
  return page;
}

const statuses = (ids: readonly string[]) =>
  Promise.all(
    ids.map(async (id) => (await staffApi<{ status: string }>('GET', `/api/core/Documents/${id}`)).status),
  );

test('the patient moves between the documents, is brought to the one left unanswered, then submits all together', async ({
  browser,
}) => {
  const group = await groupLinkFor('en');
  const page = await openLink(browser, group, 'Open', 'Date of birth');
  const nav = page.getByRole('navigation', { name: 'Documents to fill in' });
  await expect(nav.getByRole('button')).toHaveText([group.formNames[0], group.formNames[1]]);
  await expect(page.getByText('Document 1 of 2')).toBeVisible();
  const first = page.getByRole('region', { name: group.formNames[0] });
  const second = page.getByRole('region', { name: group.formNames[1] });

  // The first answer saves by itself; the patient goes on to the second document and back.
  await first.getByRole('textbox', { name: 'Answer 1' }).fill('Consent given');
  await expect(first.getByText(/^Saved at \d/)).toBeVisible();
  await page.getByRole('button', { name: 'Next document' }).click();
  await expect(page.getByText('Document 2 of 2')).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'Answer 2' })).toBeVisible();
  await expect(first).toBeHidden();
  await page.getByRole('button', { name: 'Previous document' }).click();
  await expect(first.getByRole('textbox', { name: 'Answer 1' })).toHaveValue('Consent given');

  // Submit all with the second left empty: nothing is sent; the patient is taken to it.
  await page.getByRole('button', { name: 'Submit all' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Some answers in/ })).toHaveText(
    `Some answers in “${group.formNames[1]}” need your attention. Please check the highlighted fields.`,
  );
  await expect(second.getByText('This field is required')).toBeVisible();
  await expect(nav.getByRole('button', { name: group.formNames[1] })).toContainText('Needs your attention');
  await expect(page.getByText('Document 2 of 2')).toBeVisible();
  expect(await statuses(group.documentIds)).toEqual(['Draft', 'Draft']);

  await second.getByRole('textbox', { name: 'Answer 2' }).fill('No history');
  await page.getByRole('button', { name: 'Submit all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit all' });
  await expect(confirm).toContainText('these 2 documents can no longer be changed');
  await confirm.getByRole('button', { name: 'Submit all' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect(await statuses(group.documentIds)).toEqual(['Completed', 'Completed']);
});

test('in Spanish: a refusal by the server brings the patient to the document it names, at its field', async ({
  browser,
}) => {
  const group = await groupLinkFor('es');
  const page = await openLink(browser, group, 'Abrir', 'Fecha de nacimiento');
  await expect(page.getByRole('navigation', { name: 'Documentos por completar' })).toBeVisible();
  await expect(page.getByText('Documento 1 de 2')).toBeVisible();
  const first = page.getByRole('region', { name: group.formNames[0] });
  const second = page.getByRole('region', { name: group.formNames[1] });
  await first.getByRole('textbox', { name: 'Answer 1' }).fill('Sí');
  await expect(first.getByText(/^Guardado a las \d/)).toBeVisible();
  await page.getByRole('button', { name: 'Documento siguiente' }).click();
  await second.getByRole('textbox', { name: 'Answer 2' }).fill('Nada');
  // Both drafts saved by themselves first: a draft saved after the refusal would clear what it shows.
  await expect(second.getByText(/^Guardado a las \d/)).toBeVisible();
  await page.getByRole('button', { name: 'Documento anterior' }).click();

  // The submission leaves with the second answer blanked, which the browser checked filled (as
  // an outdated or tampered client would send it), so only the server can refuse it.
  const groupSubmit = '**/api/core/EForms/*/DocumentGroup';
  await page.route(groupSubmit, async (route) => {
    const body = route.request().postDataJSON() as {
      documents: { documentId: string; results: Record<string, unknown> }[];
    };
    const blank = (results: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(results).map((id) => [id, '']));
    const documents = body.documents.map((entry) =>
      entry.documentId === group.documentIds[1] ? { ...entry, results: blank(entry.results) } : entry,
    );
    await route.continue({ postData: JSON.stringify({ documents }) });
  });
  await page.getByRole('button', { name: 'Enviar todos' }).click();
  await page
    .getByRole('dialog', { name: 'Enviar todos' })
    .getByRole('button', { name: 'Enviar todos' })
    .click();
  await expect(page.getByText('Documento 2 de 2')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /^Algunas respuestas de/ })).toHaveText(
    `Algunas respuestas de «${group.formNames[1]}» requieren su atención. Revise los campos resaltados.`,
  );
  await expect(second.getByText('Este campo es obligatorio')).toBeVisible();
  expect(await statuses(group.documentIds)).toEqual(['Draft', 'Draft']);
  await page.unroute(groupSubmit);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Enviar todos' }).click();
  await page
    .getByRole('dialog', { name: 'Enviar todos' })
    .getByRole('button', { name: 'Enviar todos' })
    .click();
  await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
  expect(await statuses(group.documentIds)).toEqual(['Completed', 'Completed']);
});
