import { expect, type Page, test } from '@playwright/test';
import { printAndClose } from '../support/portalDocumentActions';
import { answerAsStaff, formContent, shareNewDocument } from '../support/portalDocuments';
import { signInAsNewLogin } from '../support/portalSession';

/** One required answer (TextInput1), so staff can complete the document through the API. */
const oneQuestionForm = formContent([
  { elType: 'TextInput', properties: { label: 'Favourite colour', required: true } },
]);

/** A 1x1 PNG: an image by its content, as the server checks it. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The download a click starts, with its file name and first bytes. */
async function downloadFrom(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return { fileName: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

test('a shared document prints from its page and from the documents list', async ({ page }) => {
  const { name, documentId } = await shareNewDocument('jordan', oneQuestionForm);
  await answerAsStaff(documentId, 'Teal <b>not bold</b>');
  await signInAsNewLogin(page, 'jordan', `/document/${documentId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // A draft has no PDF: the server makes one for completed documents only.
  await expect(page.getByRole('button', { name: 'Download PDF', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Print ${name}` });
  const printable = page.frameLocator(`iframe[title="Printable version of ${name}"]`);
  await expect(printable.getByRole('heading', { name })).toBeVisible();
  await expect(printable.getByText('Favourite colour')).toBeVisible();
  // The answer is text, never markup.
  await expect(printable.getByText('Teal <b>not bold</b>')).toBeVisible();
  await printAndClose(page, dialog);

  await page.getByRole('link', { name: 'Back to documents' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Print ${name}` }).click();
  await expect(printable.getByText('Teal <b>not bold</b>')).toBeVisible();
});

test("a completed document's PDF downloads from the list and from its page", async ({ page }) => {
  const { name, documentId } = await shareNewDocument('jordan', oneQuestionForm);
  await answerAsStaff(documentId, 'Amber', true);
  await signInAsNewLogin(page, 'jordan', '/documents');

  const row = page.getByRole('row').filter({ hasText: name });
  const fromList = await downloadFrom(page, () =>
    row.getByRole('button', { name: `Download PDF of ${name}` }).click(),
  );
  expect(fromList.fileName).toBe(`${name}.pdf`);
  expect(fromList.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/document/${documentId}$`));
  // The list stays on screen while the document page's code loads; its buttons are "Download PDF of …".
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const fromPage = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Download PDF', exact: true }).click(),
  );
  expect(fromPage.fileName).toBe(`${name}.pdf`);
  expect(fromPage.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  // Completed documents take no new attachment.
  await expect(page.getByRole('button', { name: 'Attach a file' })).toHaveCount(0);
});

test('a patient attaches a file to a draft; a refused type shows the server’s reason', async ({ page }) => {
  const { documentId } = await shareNewDocument('jordan', oneQuestionForm);
  await signInAsNewLogin(page, 'jordan', `/document/${documentId}`);
  const section = page.getByRole('region', { name: 'Attached file' });
  await expect(section.getByText('No file attached.')).toBeVisible();
  await expect(
    section.getByText('A PDF or an image (PNG, JPEG, GIF, WebP or TIFF), at most 20 MB.'),
  ).toBeVisible();

  const attach = async (label: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      section.getByRole('button', { name: label }).click(),
    ]);
    await chooser.setFiles(file);
  };

  // The server judges the type by content: a text file named like an image is refused with its words.
  await attach('Attach a file', {
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just text'),
  });
  await expect(section.getByRole('alert')).toHaveText(
    'This file type is not accepted. Upload a PDF or an image (PNG, JPEG, GIF, WebP or TIFF).',
  );
  await attach('Attach a file', { name: 'insurance-card.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByText('insurance-card.png was attached.')).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
  const files = section.getByRole('list', { name: 'Attached file' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files.getByRole('listitem')).toContainText('insurance-card.png');
  await expect(section.getByText('Attaching another file replaces this one.')).toBeVisible();

  // Attaching does not get in the way of saving the answers typed around it.
  await page.getByRole('textbox', { name: 'Favourite colour' }).fill('Green');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Your answers were saved.')).toBeVisible();

  // Kept on the server, and downloadable as it was sent.
  await page.reload();
  await expect(files.getByRole('listitem')).toContainText('insurance-card.png');
  const attached = await downloadFrom(page, () =>
    files.getByRole('button', { name: 'Download insurance-card.png' }).click(),
  );
  expect(attached.fileName).toBe('insurance-card.png');
  expect(attached.bytes.equals(tinyPng)).toBe(true);
  await expect(section.getByRole('button', { name: 'Replace the file' })).toBeVisible();
});
