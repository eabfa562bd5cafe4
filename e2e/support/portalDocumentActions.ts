import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Completes the open portal document: the Complete button, then the confirmation's. `complete`
 * is the button's label in the portal's language.
 */
export async function completeDocument(page: Page, complete = 'Complete'): Promise<void> {
  await page.getByRole('button', { name: complete, exact: true }).click();
  await page
    .getByRole('dialog', { name: complete })
    .getByRole('button', { name: complete, exact: true })
    .click();
}

/**
 * Prints from an open print dialog and closes it. The browser's own print dialog cannot be
 * driven, so the printable frame's print() is replaced by a marker that proves it was called.
 */
export async function printAndClose(page: Page, dialog: Locator): Promise<void> {
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Printable version"]');
    if (!frame?.contentWindow) throw new Error('no printable frame');
    frame.contentWindow.print = () => {
      (window as { printed?: boolean }).printed = true;
    };
  });
  await dialog.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as { printed?: boolean }).printed)).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Clicks the button labelled `label` and resolves with the PDF it downloads. */
export async function downloadedPdf(page: Page, label: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label, exact: true }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
