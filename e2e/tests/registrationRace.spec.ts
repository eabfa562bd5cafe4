import { expect, type Page, test } from '@playwright/test';

/**
 * The registration's date-of-birth calendar is a popover. Without Mantine's popover styles it sat
 * in the page flow under the form, making the page taller while open and while fading out; its
 * removal then shrank the page, the browser pulled the scroll position back, and a click landing in
 * that moment (the insurance question's "Yes", just below) lost its mouse-up: the radio took the
 * focus but stayed unchecked.
 */

const calendar = (page: Page) => page.locator('[data-dates-dropdown]');
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test('the date-of-birth calendar opens beside its field and leaves the page height alone', async ({
  page,
}) => {
  await page.goto('/new-patient-registration');
  const dateOfBirth = page.getByRole('textbox', { name: 'Date of birth' });
  await expect(dateOfBirth).toBeVisible();
  const heightBefore = await pageHeight(page);

  await dateOfBirth.click();
  await expect(calendar(page)).toBeVisible();
  const field = await dateOfBirth.boundingBox();
  const dropdown = await calendar(page).boundingBox();
  if (!field || !dropdown) throw new Error('the field or its calendar has no box');
  // Below the field (or above it, when there is no room), starting at its left edge.
  const gap = Math.min(
    Math.abs(dropdown.y - (field.y + field.height)),
    Math.abs(field.y - (dropdown.y + dropdown.height)),
  );
  expect(gap).toBeLessThan(20);
  expect(Math.abs(dropdown.x - field.x)).toBeLessThan(2);
  expect(await pageHeight(page)).toBe(heightBefore);
});

test('a click on "Yes" while the date-of-birth calendar closes checks it', async ({ page }) => {
  // A paused page clock holds the calendar in its closing transition for as long as the test needs.
  await page.clock.install();
  await page.goto('/new-patient-registration');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('02/14/1988');
  await expect(calendar(page)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  // Leaving the field starts the calendar's fade-out; the click starts while it is still there.
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await expect(calendar(page)).toBeAttached();
  const yes = page.getByRole('radio', { name: 'Yes' });
  await yes.scrollIntoViewIfNeeded();
  const box = await yes.boundingBox();
  if (!box) throw new Error('"Yes" has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The fade-out ends between the press and the release.
  await page.clock.runFor(1_000);
  await expect(calendar(page)).toBeHidden();
  await page.mouse.up();
  await page.clock.resume();

  await expect(yes).toBeFocused();
  await expect(yes).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Member ID' })).toBeVisible();
});
