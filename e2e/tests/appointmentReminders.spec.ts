import { expect, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { signInToPortalViaApi, staffApi } from '../support/portalSession';
import {
  bookableClinic,
  openSettings,
  patientWithLogin,
  signInToStaff,
  uniqueSuffix,
} from '../support/staffApp';

/**
 * Issue 20.4: an appointment reminder reaches the patient with Confirm and Cancel links. Each link
 * opens a portal page that waits for a button (opening it twice, as a mail scanner would, uses
 * nothing); the button confirms or cancels once. The reminder is sent by the schedule's "Send
 * reminder" action, the one path that sends it at once (the scheduled ones wait for their hour).
 */
const texts = {
  en: {
    subject: /^Reminder: your upcoming appointment$/,
    confirmTitle: 'Confirm your appointment',
    confirmButton: 'Confirm my appointment',
    confirmed: 'Thank you. Your appointment is confirmed.',
    used: 'This link has expired or has already been used.',
    cancelTitle: 'Cancel your appointment',
    reason: 'Reason',
    reasonOption: 'Feeling better',
    cancelButton: 'Cancel my appointment',
    cancelled: 'Your appointment was cancelled.',
    smsLabel: 'Text me appointment reminders',
    smsNeedsPhone: /Add a mobile phone number to your profile/,
    smsSentTo: /Sent to \(614\) 555-0142/,
    smsSince: /On since/,
  },
  es: {
    subject: /^Recordatorio: su próxima cita$/,
    confirmTitle: 'Confirmar su cita',
    confirmButton: 'Confirmar mi cita',
    confirmed: 'Gracias. Su cita está confirmada.',
    used: 'Este enlace caducó o ya se usó.',
    cancelTitle: 'Cancelar su cita',
    reason: 'Motivo',
    reasonOption: 'Me siento mejor',
    cancelButton: 'Cancelar mi cita',
    cancelled: 'Su cita se canceló.',
    smsLabel: 'Enviarme recordatorios de citas por mensaje de texto',
    smsNeedsPhone: /Agregue un número de teléfono móvil a su perfil/,
    smsSentTo: /Se envían al \(614\) 555-0142/,
    smsSince: /Activados desde el/,
  },
} as const;

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Clinic = Awaited<ReturnType<typeof bookableClinic>>;

/** Staff book the patient in the clinic at `start` ('YYYY-MM-DDTHH:mm', the location's UTC clock). */
function book(clinic: Clinic, patientId: string, start: string) {
  return staffApi<{ id: string }>('POST', '/api/core/Schedule/Appointments', {
    patientId,
    serviceId: clinic.serviceId,
    locationId: clinic.locationId,
    clinicianId: clinic.clinicianId,
    placeOfServiceId: clinic.placeOfServiceId,
    start,
  });
}

for (const language of ['en', 'es'] as const) {
  const t = texts[language];

  test(`a reminder's links confirm and cancel, each once, by their page's button (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    const clinic = await bookableClinic();
    const patient = await patientWithLogin(uniqueSuffix(), language);
    const remind = async (appointmentId: string) => {
      const since = new Date().toISOString();
      await staffApi('POST', `/api/core/Schedule/Appointments/${appointmentId}/Reminder`);
      return waitForMail(patient.email, { since, subject: t.subject });
    };

    // Confirm: the page waits for the button, however often it is opened.
    const kept = await book(clinic, patient.id, `${daysAhead(3)}T10:00`);
    const confirmLink = new URL(linkIn(await remind(kept.id), '/appointment-confirm/')).pathname;
    await page.goto(confirmLink);
    await page.reload();
    await expect(page.getByRole('heading', { name: t.confirmTitle })).toBeVisible();
    await page.getByRole('button', { name: t.confirmButton }).click();
    await expect(page.getByRole('status')).toHaveText(t.confirmed);
    const schedule = await staffApi<{ appointments: Array<{ id: string; confirmedAt: string | null }> }>(
      'GET',
      `/api/core/Schedule?from=${daysAhead(3)}&to=${daysAhead(3)}&locationId=${clinic.locationId}`,
    );
    expect(schedule.appointments.find((a) => a.id === kept.id)?.confirmedAt).toBeTruthy();
    await page.goto(confirmLink);
    await page.getByRole('button', { name: t.confirmButton }).click();
    await expect(page.getByRole('alert')).toHaveText(t.used);

    // Cancel: with a reason, by the portal's own rules.
    const dropped = await book(clinic, patient.id, `${daysAhead(4)}T11:00`);
    await page.goto(new URL(linkIn(await remind(dropped.id), '/appointment-cancel/')).pathname);
    await expect(page.getByRole('heading', { name: t.cancelTitle })).toBeVisible();
    await chooseReason(page, t.reason, t.reasonOption);
    await page.getByRole('button', { name: t.cancelButton }).click();
    await expect(page.getByRole('status')).toHaveText(t.cancelled);
    const after = await staffApi<{ appointments: Array<{ id: string; status: string }> }>(
      'GET',
      `/api/core/Schedule?from=${daysAhead(4)}&to=${daysAhead(4)}&locationId=${clinic.locationId}`,
    );
    expect(after.appointments.find((a) => a.id === dropped.id)?.status).toBe('Cancelled');
  });
}

for (const language of ['en', 'es'] as const) {
  const t = texts[language];

  test(`a patient turns text reminders on in the profile, for the phone the clinic has (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    const patient = await patientWithLogin(uniqueSuffix(), language);
    await signInToPortalViaApi(page, patient.email, patient.name, patient.dateOfBirth, '/profile');
    const choice = page.getByRole('checkbox', { name: t.smsLabel });
    await expect(choice).toBeDisabled();
    await expect(page.getByText(t.smsNeedsPhone)).toBeVisible();

    await staffApi('PATCH', `/api/core/Patients/${patient.id}`, { phone: '(614) 555-0142' });
    await page.reload();
    await expect(page.getByText(t.smsSentTo)).toBeVisible();
    await choice.check();
    await expect(page.getByText(t.smsSince)).toBeVisible();
    await page.reload();
    await expect(choice).toBeChecked();
    await choice.uncheck();
    await expect(page.getByText(t.smsSince)).toHaveCount(0);
  });
}

test("staff send a reminder from the schedule and see the patient's confirmation arrive", async ({
  page,
  browser,
}) => {
  const clinic = await bookableClinic();
  const patient = await patientWithLogin();
  const day = daysAhead(3);
  await book(clinic, patient.id, `${day}T10:00`);
  const staff = await (await browser.newContext()).newPage();
  await signInToStaff(staff, '/staff/schedule');
  await staff.getByRole('radiogroup', { name: 'Schedule view' }).getByText('Agenda', { exact: true }).click();
  await staff.getByRole('textbox', { name: 'From' }).fill(day);
  await staff.getByRole('textbox', { name: 'To' }).fill(day);
  const row = staff.getByRole('row').filter({ hasText: patient.name });
  await expect(row).toContainText('Expected');
  await row.getByRole('button', { name: patient.name }).click();
  const dialog = staff.getByRole('dialog', { name: 'Appointment' });
  await expect(dialog).toContainText('Not confirmed yet');
  const since = new Date().toISOString();
  await dialog.getByRole('button', { name: 'Send reminder' }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: /A reminder with confirm and cancel links was sent/ }),
  ).toBeVisible();

  const mail = await waitForMail(patient.email, { since, subject: texts.en.subject });
  await page.goto(new URL(linkIn(mail, '/appointment-confirm/')).pathname);
  await page.getByRole('button', { name: texts.en.confirmButton }).click();
  await expect(page.getByRole('status')).toHaveText(texts.en.confirmed);
  // The schedule hears of it live.
  await expect(row).toContainText('Expected, confirmed');
});

test("tech staff set a location's reminder hours and quiet hours", async ({ page }) => {
  const suffix = uniqueSuffix();
  await bookableClinic(suffix);
  const name = `E2E location ${suffix}`;
  await signInToStaff(page);
  await openSettings(page, 'Locations');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('72 h, 24 h before; quiet 21:00–08:00');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit location' });
  const offsets = dialog.getByRole('combobox', { name: 'Appointment reminders (hours before)' });
  await offsets.focus();
  // The last tag goes with a Backspace, then a new one is typed.
  await page.keyboard.press('Backspace');
  await offsets.fill('48');
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Quiet hours from').fill('22:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('72 h, 48 h before; quiet 22:00–08:00');
});

async function chooseReason(page: Page, label: string, reason: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: reason }).click();
}
