import { expect, test } from '@playwright/test';

/**
 * The registration's date of birth was a calendar popover whose fade-out changed the page height
 * and swallowed a click on the insurance question's "Yes" (the radio took the focus but stayed
 * unchecked). Issue 17.8 made it a typed field without a calendar (portal.md shows no picker), so
 * nothing opens or closes beside it: the click lands as it is made.
 */

test('the date of birth opens no calendar, and "Yes" just after it checks at once', async ({ page }) => {
  await page.goto('/new-patient-registration');
  const dateOfBirth = page.getByRole('textbox', { name: 'Date of birth' });
  await expect(dateOfBirth).toBeVisible();
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const before = await height();
  await dateOfBirth.click();
  await dateOfBirth.pressSequentially('02141988');
  await expect(dateOfBirth).toHaveValue('02/14/1988');
  await expect(page.locator('[data-dates-dropdown]')).toHaveCount(0);
  expect(await height()).toBe(before);

  const yes = page.getByRole('radio', { name: 'Yes' });
  await yes.click();
  await expect(yes).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Member ID' })).toBeVisible();
});
