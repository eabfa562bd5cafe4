import { expect, test } from '@playwright/test';
import { portalApi, portalToken } from '../support/portalSession';
import { patientWithLogin, signInToStaff, uniqueSuffix } from '../support/staffApp';

interface PortalThread {
  thread: { id: string; unreadCount: number };
  messages: { authorType: string; body: string }[];
}

test('a message sent from the portal is answered by staff and the patient reads the reply', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const patient = await patientWithLogin(suffix);
  const token = await portalToken(patient.email, patient.firstName, patient.dateOfBirth);
  const subject = `Refill question ${suffix}`;
  const sent = await portalApi<PortalThread>(token, 'PUT', '/api/portal/Messages/Threads', {
    subject,
    body: 'Can I get a refill before Friday?\nThank you.',
  });

  await signInToStaff(page, '/staff/messages');
  const thread = page.getByRole('link', { name: new RegExp(subject) });
  await expect(thread).toBeVisible();
  await expect(thread).toContainText(patient.name);
  await expect(thread.getByLabel('1 unread')).toBeVisible();
  await thread.click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(page.getByText('Can I get a refill before Friday?')).toBeVisible();
  // Reading it clears the unread mark.
  await expect(thread.getByLabel('1 unread')).toHaveCount(0);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Yes, it is ready on Thursday.\nDr. Admin');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Yes, it is ready on Thursday.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');

  const read = await portalApi<PortalThread>(token, 'GET', `/api/portal/Messages/Threads/${sent.thread.id}`);
  expect(read.messages.at(-1)).toMatchObject({
    authorType: 'staff',
    body: 'Yes, it is ready on Thursday.\nDr. Admin',
  });
});

test('staff start a conversation from a patient chart', async ({ page }) => {
  const suffix = uniqueSuffix();
  const patient = await patientWithLogin(suffix);
  const token = await portalToken(patient.email, patient.firstName, patient.dateOfBirth);
  await signInToStaff(page, `/staff/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(patient.name);
  await page.getByRole('link', { name: 'Send a message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await expect(dialog.getByRole('combobox', { name: 'Patient' })).toHaveValue(new RegExp(patient.firstName));
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(`Your results ${suffix}`);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Your lab results are in.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Your results ${suffix}` })).toBeVisible();

  const threads = await portalApi<{ items: { subject: string; unreadCount: number }[] }>(
    token,
    'GET',
    '/api/portal/Messages/Threads',
  );
  expect(threads.items).toContainEqual(
    expect.objectContaining({ subject: `Your results ${suffix}`, unreadCount: 1 }),
  );
});
