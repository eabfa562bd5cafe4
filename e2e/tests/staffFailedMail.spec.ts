import { expect, type Page, test } from '@playwright/test';
import { openSettings, signInToStaff, uniqueSuffix } from '../support/staffApp';
import { appRequestHeaders } from '../support/storedSession';

/** Mail to bounce.example.org is refused for good by the test mail server (e2e/support/mailCatcher.mjs). */
const failedMailTo = async (page: Page, email: string): Promise<number> => {
  const reply = await page.request.get('/api/core/FailedMail', { headers: appRequestHeaders });
  const rows: Array<{ to: string }> = await reply.json();
  return rows.filter((row) => row.to === email).length;
};

test('tech staff see a mail the mail server refused, send it again and dismiss it', async ({ page }) => {
  const email = `e2e-bounce-${uniqueSuffix()}@bounce.example.org`;
  await signInToStaff(page);

  // An invitation to an address that bounces: the sign-in link cannot be delivered.
  await openSettings(page, 'Portal logins');
  await page.getByRole('button', { name: 'Invite a login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a login' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Patients' }).fill('Jordan');
  await page.getByRole('option', { name: /Lee, Jordan/ }).click();
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'Invite a login' }).click();
  await expect(page.getByRole('status')).toHaveText(`A sign-in link was sent to ${email}.`);

  // The refusal is permanent (550): the mail is given up at its first attempt, in the background.
  await expect.poll(() => failedMailTo(page, email)).toBe(1);
  await page.getByRole('tab', { name: 'Failed mail' }).click();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Portal sign-in link');
  await expect(row).toContainText('Mailbox unavailable');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');

  // Sent again, it is refused again and comes back to the list.
  await row.getByRole('button', { name: `Send again to ${email}` }).click();
  await expect(page.getByRole('status')).toHaveText(`The mail to ${email} is being sent again.`);
  await expect(row).toBeHidden();
  await expect.poll(() => failedMailTo(page, email)).toBe(1);
  await page.getByRole('tab', { name: 'Portal logins' }).click();
  await page.getByRole('tab', { name: 'Failed mail' }).click();
  await expect(row).toBeVisible();

  // Dismissed, it is gone for good.
  await row.getByRole('button', { name: `Dismiss the mail to ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Dismiss failed mail?' });
  await expect(confirm).toContainText(`The mail to ${email} will not be sent.`);
  await confirm.getByRole('button', { name: 'Dismiss' }).click();
  await expect(row).toBeHidden();
  expect(await failedMailTo(page, email)).toBe(0);
});
