import { expect, test } from '@playwright/test';
import { formContent, shareNewDocument } from '../support/portalDocuments';
import { signInAsNewLogin } from '../support/portalSession';

/**
 * Issue 17.8 as a new user met it: the registration's date of birth, ZIP and messages, and where
 * the focus goes once a document is signed.
 */

test('the registration takes a date typed as digits, refuses a future one and a short ZIP, and drops messages once fixed', async ({
  page,
}) => {
  await page.goto('/new-patient-registration');
  await page.getByRole('button', { name: 'Register' }).click();
  const location = page.getByRole('combobox', { name: 'Where would you like to be seen?' });
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expect(location).toBeFocused();
  await expect(page.getByText('Please choose a location.')).toBeVisible();
  await expect(firstName).toHaveAccessibleDescription('Required');

  // Each message goes as soon as its field is fixed, not at the next sending.
  await location.selectOption({ index: 1 });
  await expect(page.getByText('Please choose a location.')).toHaveCount(0);
  await firstName.fill('Robin');
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

  // Digits alone are a date; it is formatted as the spec writes dates, never emptied.
  const dateOfBirth = page.getByRole('textbox', { name: 'Date of birth' });
  await dateOfBirth.pressSequentially('04121990');
  await expect(dateOfBirth).toHaveValue('04/12/1990');
  await expect(dateOfBirth).not.toHaveAttribute('aria-invalid', 'true');

  // A future date stays as typed and is said to be wrong on leaving the field.
  await dateOfBirth.fill('');
  await dateOfBirth.pressSequentially('12312099');
  await page.getByRole('textbox', { name: 'Last name' }).focus();
  await expect(dateOfBirth).toHaveValue('12/31/2099');
  await expect(dateOfBirth).toHaveAccessibleDescription('The date of birth cannot be in the future.');
  await dateOfBirth.fill('02301990');
  await page.getByRole('textbox', { name: 'Last name' }).focus();
  await expect(dateOfBirth).toHaveValue('02/30/1990');
  await expect(dateOfBirth).toHaveAccessibleDescription(/This date does not exist/);
  await dateOfBirth.fill('04121990');
  await expect(dateOfBirth).not.toHaveAttribute('aria-invalid', 'true');

  const zip = page.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('9723');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(zip).toHaveAccessibleDescription('Enter a 5-digit ZIP code, or ZIP+4 (12345-6789).');
  await zip.fill('97232');
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
});

test('after saving a signature the focus stays on the signature field', async ({ page }) => {
  const { documentId } = await shareNewDocument(
    'jordan',
    formContent([
      { elType: 'Signature', properties: { label: 'Your signature' } },
      { elType: 'TextInput', properties: { label: 'Preferred name' } },
    ]),
  );
  await signInAsNewLogin(page, 'jordan', `/document/${documentId}`);
  const sign = page.getByRole('button', { name: 'Sign', exact: true });
  await sign.focus();
  await page.keyboard.press('Enter');
  const pad = page.getByRole('dialog', { name: 'Please Sign' });
  await pad.getByRole('radio', { name: 'Typed name' }).check();
  await pad.getByRole('textbox', { name: 'Full name' }).fill('Jordan Lee');
  await pad.getByRole('button', { name: 'Save' }).click();
  await expect(pad).toBeHidden();
  // Sign is gone once signed: the focus is on the button in its place, not back at the page's start.
  const clear = page.getByRole('button', { name: 'Clear', exact: true });
  await expect(clear).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Signed By' })).toBeFocused();
});
