import { expect, test } from '@playwright/test';
import { setPortalSettings } from '../support/portalSession';

// portal.md section 2 "Sign-in": a Back button whenever new-patient appointment requests are
// enabled; the general appointment-request switch does not decide it.
test('sign-in shows Back with new-patient requests on even when appointment requests are off, and not without them', async ({
  page,
}) => {
  const previous = await setPortalSettings({
    appointmentRequestEnable: false,
    appointmentRequestNewPatientEnable: true,
  });
  try {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Send link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();

    await setPortalSettings({ appointmentRequestEnable: true, appointmentRequestNewPatientEnable: false });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Send link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0);
  } finally {
    await setPortalSettings(previous);
  }
});
