import { expect, type Page, test } from '@playwright/test';
import { randomClientIp } from '../support/clientAddress';
import { bookableClinic } from '../support/staffApp';

/**
 * Issue 20.5: a time chosen in the request wizard is kept for the patient for 5 minutes, shown
 * as a countdown; another patient can neither see nor take it, and a time taken meanwhile is
 * refused with a clear message. The browser's clock is Playwright's, so the countdown's end is
 * reached without waiting; the server's side of expiry is in slotHolds.test.ts.
 */

const languages = [
  {
    language: 'en',
    next: 'Next',
    dateAndTime: 'Date and time',
    taken: 'This time is no longer free. Please choose another time.',
    holding: (time: string) => new RegExp(`We are keeping ${time} on \\d{2}/\\d{2}/\\d{4} for you`),
    // The count runs in real time until the test moves the clock: any second of the fifth minute.
    timeLeft: /^(5:00|4:[0-5]\d) left$/,
    expired: 'Someone else may take it now.',
    again: 'Keep this time',
  },
  {
    language: 'es',
    next: 'Siguiente',
    dateAndTime: 'Fecha y hora',
    taken: 'Esta hora ya no está libre. Elija otra hora.',
    holding: (time: string) => new RegExp(`Le guardamos las ${time} del \\d{2}/\\d{2}/\\d{4}`),
    timeLeft: /^Quedan (5:00|4:[0-5]\d)$/,
    expired: 'Ahora otra persona podría tomarla.',
    again: 'Guardar esta hora',
  },
] as const;

const times = (page: Page) => page.getByRole('group').getByRole('button', { name: /^\d{2}:\d{2}/ });

test.describe.configure({ timeout: 60_000 });

for (const texts of languages) {
  test(`a chosen time is kept 5 minutes with a countdown, and nobody else gets it (${texts.language})`, async ({
    page,
    request,
  }) => {
    const clinic = await bookableClinic();
    const visitor = { 'X-Forwarded-For': randomClientIp() };
    // Another visitor, by API: what they can see and hold.
    const other = { 'X-Forwarded-For': randomClientIp() };
    const scope = {
      serviceId: clinic.serviceId,
      locationId: clinic.locationId,
      clinicianId: clinic.clinicianId,
    };
    const otherHold = (start: string) =>
      request.post('/api/portal/AppointmentRequests/Hold', { data: { ...scope, start }, headers: other });

    await page.clock.install();
    await page.setExtraHTTPHeaders(visitor);
    await page.addInitScript((language) => localStorage.setItem('lang', language), texts.language);
    await page.goto('/new-appointment');
    const next = page.getByRole('button', { name: texts.next, exact: true });
    await page.getByRole('radio', { name: clinic.serviceName }).check();
    await next.click();
    await page.getByRole('radio', { name: /^E2E location/ }).check();
    await next.click();
    await page.getByRole('radio', { name: 'Office' }).check();
    await next.click();
    await page.getByRole('radio', { name: /Casey Booker/ }).check();
    await next.click();
    await expect(page.getByRole('heading', { name: texts.dateAndTime })).toBeFocused();
    await page.locator('table button:enabled').first().click();
    await expect(times(page).first()).toBeVisible();
    // Two times far enough apart that holding one (30 minutes) leaves the other free.
    const listed = await times(page).allTextContents();
    const [first, second] = [listed[0], listed.at(-1)];
    if (!first || !second || listed.length < 3) throw new Error('the new clinician has too few free times');

    // The first time is taken by someone else after this page listed it.
    const { dates } = (await (
      await request.post('/api/portal/AppointmentRequests/Dates', {
        data: { ...scope, days: 7 },
        headers: other,
      })
    ).json()) as { dates: string[] };
    const day = dates[0] ?? '';
    const wall = (label: string) => {
      const [clock = '', half] = label.split(' ');
      const [h = '0', m = '0'] = clock.split(':');
      const hour = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
      return `${day}T${String(hour).padStart(2, '0')}:${m}`;
    };
    expect((await otherHold(wall(first))).status()).toBe(200);
    await times(page).filter({ hasText: first }).click();
    await expect(page.getByRole('alert').filter({ hasText: texts.taken })).toBeVisible();
    await expect(times(page).filter({ hasText: first })).toHaveCount(0);

    // The second is kept for this visitor: a countdown, and the other visitor cannot have it.
    await times(page).filter({ hasText: second }).click();
    await expect(page.getByText(texts.holding(second))).toBeVisible();
    await expect(page.getByRole('timer')).toHaveAccessibleName(texts.timeLeft);
    const refused = await otherHold(wall(second));
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'slotTaken' });
    const { hours } = (await (
      await request.post('/api/portal/AppointmentRequests/Hours', {
        data: { ...scope, date: day },
        headers: other,
      })
    ).json()) as { hours: string[] };
    expect(hours).not.toContain(wall(second).slice(11));

    // Five minutes on: the hold has run out; the visitor may keep the time again.
    await page.clock.fastForward('05:01');
    await expect(page.getByRole('alert').filter({ hasText: texts.expired })).toBeVisible();
    await page.getByRole('button', { name: texts.again }).click();
    await expect(page.getByRole('timer')).toHaveAccessibleName(texts.timeLeft);
    // The countdown stays in view on the next steps.
    await next.click();
    await expect(page.getByText(texts.holding(second))).toBeVisible();
  });
}
