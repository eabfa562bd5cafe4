import { expect, test } from '@playwright/test';
import { patientId, signInAsNewLogin, staffApi } from '../support/portalSession';

test('a patient writes to the clinic, the clinic replies, the menu counts it unread until read, the patient replies', async ({
  page,
}) => {
  await signInAsNewLogin(page, 'sam', '/messages');
  const subject = `Question ${Date.now()}`;
  await page.getByRole('button', { name: 'New message' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Can I move my appointment?\nThanks.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Your message was sent.')).toBeVisible();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('Can I move my appointment?')).toBeVisible();
  const threadId = new URL(page.url()).searchParams.get('thread');
  expect(threadId).toBeTruthy();

  // The clinic answers: the unread count shows in the menu.
  await staffApi('PUT', `/api/core/Messages/Threads/${threadId}/Messages`, {
    body: 'Yes, call us <b>today</b>.',
  });
  await page.goto('/home');
  const messagesLink = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toHaveAccessibleName('Messages (1 unread message)');
  await expect(messagesLink).toContainText('1');
  await messagesLink.click();
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  // Plain text: the clinic's markup shows as typed.
  await expect(page.getByText('Yes, call us <b>today</b>.')).toBeVisible();
  await expect(messagesLink).toHaveAccessibleName('Messages');

  await page.getByRole('textbox', { name: 'Reply' }).fill('Thank you!');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Thank you!' })).toContainText('You');
  const detail = await staffApi<{ messages: { body: string }[] }>(
    'GET',
    `/api/core/Messages/Threads/${threadId}`,
  );
  expect(detail.messages.map((m) => m.body)).toEqual([
    'Can I move my appointment?\nThanks.',
    'Yes, call us <b>today</b>.',
    'Thank you!',
  ]);
  expect(await patientId('sam')).toBeTruthy();
});
