import { expect, type Locator, type Page, test } from '@playwright/test';
import { losAngelesProject } from '../support/e2eEnvironment';
import { waitForMail } from '../support/mailbox';
import { portalApi, portalToken, staffApi } from '../support/portalSession';
import { bookableClinic, patientWithLogin, signInToStaff, uniqueSuffix } from '../support/staffApp';

/** What the schedule says in each language (apps/staff/src/i18n). */
const texts = {
  en: {
    title: 'Schedule',
    viewLabel: 'Schedule view',
    from: 'From',
    to: 'To',
    nyZone: /^Times at E2E location \w+ \(America\/New_York\)$/,
    filters: 'Filters',
    book: 'Book appointment',
    submit: 'Book',
    patient: 'Patient',
    location: 'Location',
    service: 'Service',
    clinician: 'Clinician',
    place: 'Place of service',
    start: 'Date and time',
    booked: /is booked/,
    doubleBooked: 'The clinician already has an appointment at this time. Choose another time or clinician.',
    cancel: 'Cancel',
    details: 'Appointment',
    checkIn: 'Check in',
    checkedIn: /is checked in/,
    noShow: 'Mark no-show',
    markedNoShow: /is marked as a no-show/,
    cancelAppointment: 'Cancel appointment',
    reason: 'Reason for cancelling',
    confirmCancel: 'Cancel the appointment',
    required: 'This field is required',
    cancelled: 'The appointment was cancelled. The patient was e-mailed.',
    moved: 'The appointment was moved. The patient was e-mailed the new time.',
    day: 'Day',
    agenda: 'Agenda',
    status: 'Status',
    statusNoShow: 'No-show',
    statusCheckedIn: 'Checked in',
    statusCancelled: 'Cancelled',
    zone: /^Times at E2E location \w+ \(UTC\)$/,
    viewerZone: 'Your time zone: America/Los_Angeles (PST)',
    offHours: 'Shaded times are outside the clinician’s hours at this location.',
    bookedMail: /confirmed/,
    movedMail: /moved/,
    cancelledMail: /cancelled/,
  },
  es: {
    title: 'Agenda',
    viewLabel: 'Vista de la agenda',
    from: 'Desde',
    to: 'Hasta',
    nyZone: /^Horas de E2E location \w+ \(America\/New_York\)$/,
    filters: 'Filtros',
    book: 'Reservar cita',
    submit: 'Reservar',
    patient: 'Paciente',
    location: 'Ubicación',
    service: 'Servicio',
    clinician: 'Profesional',
    place: 'Lugar de atención',
    start: 'Fecha y hora',
    booked: /Se reservó la cita de/,
    doubleBooked: 'El profesional ya tiene una cita a esta hora. Elija otra hora u otro profesional.',
    cancel: 'Cancelar',
    details: 'Cita',
    checkIn: 'Registrar llegada',
    checkedIn: /Se registró la llegada de/,
    noShow: 'Marcar que no se presentó',
    markedNoShow: /Se marcó que .* no se presentó/,
    cancelAppointment: 'Cancelar cita',
    reason: 'Motivo de la cancelación',
    confirmCancel: 'Cancelar la cita',
    required: 'Este campo es obligatorio',
    cancelled: 'Se canceló la cita. Se avisó al paciente por correo.',
    moved: 'Se cambió la cita de hora. Se envió la nueva hora al paciente por correo.',
    day: 'Día',
    agenda: 'Lista',
    status: 'Estado',
    statusNoShow: 'No se presentó',
    statusCheckedIn: 'Registrada',
    statusCancelled: 'Cancelada',
    zone: /^Horas de E2E location \w+ \(UTC\)$/,
    viewerZone: 'Su zona horaria: America/Los_Angeles (PST)',
    offHours: 'Las horas sombreadas están fuera del horario del profesional en esta ubicación.',
    bookedMail: /confirmada/,
    movedMail: /cambió de hora/,
    cancelledMail: /cancelada/,
  },
} as const;

type Language = keyof typeof texts;
type Clinic = Awaited<ReturnType<typeof bookableClinic>>;

/** A location day `days` from today (the test clinic's location is at UTC). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Picks `option` in the Mantine select labelled `label` inside `scope`, typing `search` first when given. */
async function choose(scope: Page | Locator, label: string, option: string | RegExp, search?: string) {
  const field = scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }));
  await field.click();
  if (search) await field.fill(search);
  const page = 'goto' in scope ? scope : scope.page();
  await page.getByRole('option', { name: option }).click();
}

/** Opens the schedule at `query` (e.g. `date=…&view=day`) for the clinic's location, in `language`. */
async function openSchedule(page: Page, language: Language, query: string, locationName: string) {
  await signInToStaff(page, `/staff/schedule?${query}`);
  if (language === 'es') {
    await page.getByRole('button', { name: /^User menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
  }
  const t = texts[language];
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await choose(page.getByRole('group', { name: t.filters }), t.location, locationName, locationName);
}

/** The UTC location's zone is named; a browser elsewhere (the Los Angeles project) is told its own. */
async function expectZoneLabels(page: Page, language: Language) {
  const t = texts[language];
  await expect(page.getByText(t.zone)).toBeVisible();
  const viewerZone = page.getByText(t.viewerZone);
  if (test.info().project.name === losAngelesProject) await expect(viewerZone).toBeVisible();
  else await expect(viewerZone).toHaveCount(0);
}

type Patient = Awaited<ReturnType<typeof patientWithLogin>>;

/** Fills in "Book appointment" for the patient with the clinic's clinician at `start` (and place), and sends it. */
async function bookInDialog(
  page: Page,
  language: Language,
  booking: { patient: Patient; clinic: Clinic; suffix: string; start: string; place?: string },
) {
  const t = texts[language];
  const { patient, clinic, suffix } = booking;
  await page.getByRole('button', { name: t.book }).click();
  const dialog = page.getByRole('dialog', { name: t.book });
  await choose(
    dialog,
    t.patient,
    new RegExp(`^${patient.lastName}, ${patient.firstName}`),
    patient.firstName,
  );
  await choose(dialog, t.service, clinic.serviceName);
  await choose(dialog, t.clinician, `Casey Booker${suffix}`, `Booker${suffix}`);
  if (booking.place) await choose(dialog, t.place, booking.place);
  await dialog.getByLabel(t.start).fill(booking.start);
  await dialog.getByRole('button', { name: t.submit, exact: true }).click();
  return dialog;
}

const eventOf = (page: Page, name: string) => page.locator('.rbc-event', { hasText: name });

for (const language of ['en', 'es'] as const) {
  const t = texts[language];

  test(`staff book, refuse a double booking, move by dragging, check in, mark a no-show, cancel and filter the agenda (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const clinic = await bookableClinic(suffix);
    const locationName = `E2E location ${suffix}`;
    const patient = await patientWithLogin(suffix, language);
    const other = await patientWithLogin(uniqueSuffix(), language);
    const date = dayFromToday(2);
    const since = new Date().toISOString();
    await openSchedule(page, language, `date=${date}&view=day`, locationName);
    await expectZoneLabels(page, language);

    // Book the patient at 09:00 through the dialog.
    await bookInDialog(page, language, { patient, clinic, suffix, start: `${date}T09:00`, place: 'Office' });
    await expect(page.getByRole('status').filter({ hasText: t.booked })).toBeVisible();
    await expect(eventOf(page, patient.name)).toBeVisible();
    const bookedMail = await waitForMail(patient.email, { since, subject: t.bookedMail });
    expect(bookedMail.attachments.map((file) => file.content).join()).toContain('METHOD:REQUEST');

    // Another patient at 09:15 with the same clinician: refused, in the page's language.
    const dialog = await bookInDialog(page, language, {
      patient: other,
      clinic,
      suffix,
      start: `${date}T09:15`,
    });
    await expect(dialog.getByRole('alert')).toHaveText(t.doubleBooked);
    await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
    await expect(eventOf(page, other.name)).toHaveCount(0);

    // Drag the 09:00 appointment to 10:00 (each slot is 15 minutes from 06:00).
    const event = eventOf(page, patient.name);
    const from = await event.boundingBox();
    const target = await page.locator('.rbc-day-slot .rbc-time-slot').nth(16).boundingBox();
    if (!from || !target) throw new Error('calendar not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + 4);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 24, { steps: 4 });
    // Grabbed 4px below its top, the event's top lands in the middle of the 10:00 slot.
    await page.mouse.move(target.x + target.width / 2, target.y + 4 + target.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByRole('status').filter({ hasText: t.moved })).toBeVisible();
    await expect(event).toHaveAttribute('title', new RegExp(`: 10:00 ${patient.name}`));
    await waitForMail(patient.email, { since, subject: t.movedMail });

    // Two more visits booked elsewhere (by API) reach the open calendar live.
    for (const start of [`${date}T11:00`, `${date}T12:00`]) {
      await staffApi('POST', '/api/core/Schedule/Appointments', {
        patientId: patient.id,
        serviceId: clinic.serviceId,
        locationId: clinic.locationId,
        clinicianId: clinic.clinicianId,
        placeOfServiceId: clinic.placeOfServiceId,
        start,
      });
    }
    await expect(event).toHaveCount(3);
    // An event's tooltip reads "<shown times>: HH:mm <patient>, ..." with the location's time.
    const at = (time: string) => page.locator(`.rbc-event[title*=": ${time} ${patient.name}"]`);

    // Check in the 10:00 visit.
    await at('10:00').click();
    const details = page.getByRole('dialog', { name: t.details });
    await details.getByRole('button', { name: t.checkIn }).click();
    await expect(page.getByRole('status').filter({ hasText: t.checkedIn })).toBeVisible();
    await expect(at('10:00')).toContainText(t.statusCheckedIn);

    // Mark the 11:00 visit a no-show.
    await at('11:00').click();
    await details.getByRole('button', { name: t.noShow }).click();
    await expect(page.getByRole('status').filter({ hasText: t.markedNoShow })).toBeVisible();
    await expect(at('11:00')).toContainText(t.statusNoShow);

    // Cancel the 12:00 visit: a reason is required.
    await at('12:00').click();
    await details.getByRole('button', { name: t.cancelAppointment }).click();
    await details.getByRole('button', { name: t.confirmCancel }).click();
    await expect(details.getByText(t.required)).toBeVisible();
    await details.getByRole('textbox', { name: t.reason }).fill('Clinician away');
    await details.getByRole('button', { name: t.confirmCancel }).click();
    await expect(page.getByRole('status').filter({ hasText: t.cancelled })).toBeVisible();
    await expect(at('12:00')).toHaveCount(0);
    const cancelledMail = await waitForMail(patient.email, { since, subject: t.cancelledMail });
    expect(cancelledMail.attachments.map((file) => file.content).join()).toContain('METHOD:CANCEL');

    // The agenda lists the location's visits by status.
    await page.getByRole('radiogroup', { name: t.viewLabel }).getByText(t.agenda, { exact: true }).click();
    await expect(page.getByRole('radio', { name: t.agenda })).toBeChecked();
    const rows = page.getByRole('row').filter({ hasText: patient.name });
    await expect(rows).toHaveCount(3);
    await choose(page, t.status, t.statusNoShow);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('11:00 AM');
    await choose(page, t.status, t.statusCancelled);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('12:00 PM');
  });

  test(`a portal request staff approve appears on the open calendar (${language})`, async ({ page }) => {
    const suffix = uniqueSuffix();
    const clinic = await bookableClinic(suffix);
    const patient = await patientWithLogin(suffix, language);
    const date = dayFromToday(3);
    await openSchedule(page, language, `date=${date}&view=day`, `E2E location ${suffix}`);
    await expectZoneLabels(page, language);
    await expect(eventOf(page, patient.name)).toHaveCount(0);

    const token = await portalToken(patient.email, patient.firstName, patient.dateOfBirth);
    const request = await portalApi<{ id: string }>(token, 'PUT', '/api/portal/AppointmentRequests', {
      serviceId: clinic.serviceId,
      locationId: clinic.locationId,
      placeOfServiceId: clinic.placeOfServiceId,
      clinicianId: clinic.clinicianId,
      start: `${date}T14:00`,
      paymentInfo: { method: 'self-pay' },
    });
    await staffApi('PATCH', `/api/core/AppointmentRequests/${request.id}/Approve`, {});
    await expect(page.locator(`.rbc-event[title*=": 14:00 ${patient.name}"]`)).toBeVisible({
      timeout: 15_000,
    });

    // Filtered by its clinician, the times outside their hours (08:00-18:00) are shaded.
    await choose(
      page.getByRole('group', { name: t.filters }),
      t.clinician,
      `Casey Booker${suffix}`,
      `Booker${suffix}`,
    );
    await expect(page.getByText(t.offHours)).toBeVisible();
    // The day starts at 06:00 in 15-minute slots.
    const slots = page.locator('.rbc-day-slot .rbc-time-slot');
    await expect(slots.nth(0)).toHaveClass(/schedule-off-hours/);
    await expect(slots.nth(12)).not.toHaveClass(/schedule-off-hours/);
    await expect(slots.nth(48)).toHaveClass(/schedule-off-hours/);
  });

  test(`a clinic in New York books across the daylight-saving change, each time read in its own zone (${language})`, async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const clinic = await bookableClinic(suffix, 'America/New_York');
    const locationName = `E2E location ${suffix}`;
    const patient = await patientWithLogin(suffix, language);
    const since = new Date().toISOString();
    // Clocks go forward on Sunday 2027-03-14: Friday is EST (UTC-5), Monday EDT (UTC-4).
    await openSchedule(page, language, 'date=2027-03-15&view=week', locationName);
    await expect(page.getByText(t.nyZone)).toBeVisible();

    await bookInDialog(page, language, { patient, clinic, suffix, start: '2027-03-15T09:00' });
    await expect(page.getByRole('status').filter({ hasText: t.booked })).toBeVisible();
    await expect(page.locator(`.rbc-event[title*=": 09:00 ${patient.name}"]`)).toBeVisible();
    const mail = await waitForMail(patient.email, { since, subject: t.bookedMail });
    expect(mail.attachments.map((file) => file.content).join()).toContain(
      'DTSTART;TZID=America/New_York:20270315T090000',
    );

    await staffApi('POST', '/api/core/Schedule/Appointments', {
      patientId: patient.id,
      serviceId: clinic.serviceId,
      locationId: clinic.locationId,
      clinicianId: clinic.clinicianId,
      start: '2027-03-12T09:00',
    });
    await page.getByRole('radiogroup', { name: t.viewLabel }).getByText(t.agenda, { exact: true }).click();
    await page.getByRole('textbox', { name: t.from }).fill('2027-03-12');
    await page.getByRole('textbox', { name: t.to }).fill('2027-03-16');
    const rows = page.getByRole('row').filter({ hasText: patient.name });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('03/12/2027 09:00 AM EST');
    await expect(rows.nth(1)).toContainText('03/15/2027 09:00 AM EDT');
  });
}
