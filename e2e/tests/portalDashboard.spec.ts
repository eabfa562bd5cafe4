import { expect, test } from '@playwright/test';
import { portalApi, signInAsNewLogin } from '../support/portalSession';

interface ApiAppointment {
  appointmentDate: string;
  status: string;
  serviceName: string | null;
}

/** MM/DD/YYYY of a location wall-clock value. */
const usDate = (wallClock: string) =>
  `${wallClock.slice(5, 7)}/${wallClock.slice(8, 10)}/${wallClock.slice(0, 4)}`;

test('the dashboard: welcome with the name, pending documents, next and last appointment', async ({
  page,
}) => {
  const { token } = await signInAsNewLogin(page, 'alex');
  const appointments = await portalApi<{
    upcoming: ApiAppointment[];
    past: ApiAppointment[];
    nextAppointment: ApiAppointment | null;
  }>(token, 'GET', '/api/portal/Appointments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alex');
  const next = page.getByRole('region', { name: 'Next appointment' });
  const expectedNext = appointments.nextAppointment;
  expect(expectedNext).not.toBeNull();
  await expect(next).toContainText(usDate(expectedNext?.appointmentDate ?? ''));
  await expect(next).toContainText(/\d{2}:\d{2} (AM|PM) – \d{2}:\d{2} (AM|PM)/);
  await expect(next).toContainText(expectedNext?.serviceName ?? '');

  // The last appointment is the latest past one that took place (a cancelled one is not it).
  const last = appointments.past.find((a) => a.status === 'Show');
  await expect(page.getByRole('region', { name: 'Last appointment' })).toContainText(
    usDate(last?.appointmentDate ?? ''),
  );

  const pending = page.getByRole('region', { name: 'Pending documents' });
  await expect(pending.getByRole('listitem').first()).toBeVisible();
  await pending.getByRole('link', { name: 'All documents' }).click();
  await expect(page).toHaveURL(/\/documents$/);
});

test('a signed-in page asks for its data once (started with the entry, taken by the page) and shows it', async ({
  page,
}) => {
  await signInAsNewLogin(page, 'alex');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/portal/') && request.method() === 'GET')
      asked.push(url.pathname + url.search);
  });
  const timesAsked = (path: string) => asked.filter((p) => p === path).length;

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alex');
  await expect(page.getByRole('region', { name: 'Next appointment' })).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(
    page.getByRole('region', { name: 'Pending documents' }).getByRole('listitem').first(),
  ).toBeVisible();
  for (const path of [
    '/api/portal/Auth/CurrentUser',
    '/api/portal/Appointments',
    '/api/portal/Documents/FindAll?page=0&pageSize=10&state=pending',
    '/api/portal/Messages/UnreadCount',
  ]) {
    expect(timesAsked(path), path).toBe(1);
  }

  asked.length = 0;
  await page.goto('/documents');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(timesAsked('/api/portal/Documents/FindAll?page=0&pageSize=25')).toBe(1);
  expect(timesAsked('/api/portal/Documents/OfferedForms')).toBe(1);
});
