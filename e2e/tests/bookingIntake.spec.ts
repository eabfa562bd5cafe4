import { expect, test } from '@playwright/test';
import { chooseSlot, payWithoutInsurance } from '../support/bookingWizard';
import { formContent } from '../support/portalDocuments';
import { signInToPortalViaApi, staffApi } from '../support/portalSession';
import { bookableClinic, patientWithLogin, signInToStaff, uniqueSuffix } from '../support/staffApp';

/** The wizard's intake documentation step: the location's forms, filled and sent with the request. */

test('a patient fills a required intake form in the wizard; staff see the answers in the review', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const clinic = await bookableClinic(suffix);
  const formName = `E2E intake ${suffix}`;
  const form = await staffApi<{ id: string }>('PUT', '/api/core/Forms', {
    name: formName,
    content: formContent([
      { elType: 'TextInput', properties: { label: 'Reason for visit', required: true } },
    ]),
    documentInstructions: '',
  });
  await staffApi('PATCH', `/api/core/Locations/${clinic.locationId}`, { formIds: [form.id] });
  const patient = await patientWithLogin(suffix);
  await signInToPortalViaApi(page, patient.email, patient.firstName, patient.dateOfBirth, '/new-appointment');

  await chooseSlot(page, { service: `E2E service ${suffix}`, location: `E2E location ${suffix}` });
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(patient.firstName);
  await page.getByRole('textbox', { name: 'Email' }).fill(patient.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('(503) 555-0142');
  await payWithoutInsurance(page);

  await expect(page.getByRole('heading', { name: formName })).toBeVisible();
  const reason = page.getByRole('textbox', { name: 'Reason for visit' });
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please complete the fields marked' }),
  ).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Intake documentation' })).toBeVisible();
  await reason.fill('Back pain since May');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  await page.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page.getByText('Your appointment request was received.', { exact: false })).toBeVisible();

  await signInToStaff(page, '/staff/appointment-requests');
  const row = page.getByRole('row', { name: new RegExp(patient.name) });
  await row.getByRole('button', { name: /^Review/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Appointment request' });
  await expect(dialog).toContainText(formName);
  await dialog.getByRole('button', { name: `Show the answers to ${formName}` }).click();
  // Read-only: the viewer shows each answer as the output of its field.
  await expect(dialog.getByRole('status', { name: 'Reason for visit' })).toHaveText('Back pain since May');
});
