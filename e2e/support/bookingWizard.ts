import { expect, type Locator, type Page } from '@playwright/test';

/** The portal's request wizard (portal.md section 2), step by step as a patient walks it. */

export interface SlotChoice {
  service: string;
  location: string;
  /** The place of service's radio; 'Office' unless given. */
  place?: string;
  /** The clinician's radio; 'Any clinician' unless given. */
  clinician?: string | RegExp;
  /** Which free time of the first free date; the first unless given. */
  time?: 'first' | 'last';
}

const nextButton = (page: Page): Locator => page.getByRole('button', { name: 'Next', exact: true });

/** The free times of the chosen date, as the step lists them ('01:15 PM'). */
export const freeTimes = (page: Page): Locator => page.getByRole('button', { name: /^\d{2}:\d{2} (AM|PM)$/ });

/** On the wizard's first step: checks its heading and chooses the service (the step stays open). */
export async function chooseService(page: Page, service: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Request an appointment' })).toBeVisible();
  await page.getByRole('radio', { name: service }).check();
}

/**
 * From the chosen service on through location, place of service and clinician to "Date and time",
 * which takes the focus and refuses Next until a date is chosen.
 */
export async function continueToDateAndTime(
  page: Page,
  choice: Pick<SlotChoice, 'location' | 'place' | 'clinician'>,
): Promise<void> {
  const next = nextButton(page);
  await next.click();
  await page.getByRole('radio', { name: choice.location }).check();
  await next.click();
  await page.getByRole('radio', { name: choice.place ?? 'Office' }).check();
  await next.click();
  await page.getByRole('radio', { name: choice.clinician ?? 'Any clinician' }).check();
  await next.click();
  const heading = page.getByRole('heading', { name: 'Date and time' });
  await expect(heading).toBeFocused();
  await expect(page.getByText('Please choose a date.')).toBeVisible();
  await next.click();
  await expect(heading).toBeVisible();
}

/** Chooses the first free date of the calendar and waits for its free times. */
export async function chooseFirstFreeDate(page: Page): Promise<void> {
  await page.locator('table button:enabled').first().click();
  await expect(freeTimes(page).first()).toBeVisible();
}

/**
 * Walks service, location, place of service, clinician, date and time (`choice.time` of the first
 * free date) and goes on: ends on "Your information".
 */
export async function chooseSlot(page: Page, choice: SlotChoice): Promise<void> {
  await chooseService(page, choice.service);
  await continueToDateAndTime(page, choice);
  await chooseFirstFreeDate(page);
  const times = freeTimes(page);
  await (choice.time === 'last' ? times.last() : times.first()).click();
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your information' })).toBeVisible();
}

/** From "Your information" (filled): no insurance, self-pay; ends on "Intake documentation". */
export async function payWithoutInsurance(page: Page): Promise<void> {
  const next = nextButton(page);
  await next.click();
  await page.getByRole('radio', { name: 'No insurance' }).check();
  await next.click();
  await page.getByRole('radio', { name: 'Self-pay' }).check();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Intake documentation' })).toBeVisible();
}

/** From "Intake documentation" with nothing to fill: ends on "Confirmation". */
export async function continueToConfirmation(page: Page): Promise<void> {
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
}
