import type { Page } from '@playwright/test';

/** Types a card into the portal's card form (a dialog's or the page's), expiring in three years. */
export async function typeCard(page: Page, number: string): Promise<void> {
  const scope = page.getByRole('dialog').or(page.locator('main'));
  await scope.getByRole('textbox', { name: 'Name on card' }).fill('Pat Payer');
  await scope.getByRole('textbox', { name: 'Card number' }).fill(number);
  await scope.getByRole('combobox', { name: 'Expiration month' }).selectOption('12');
  await scope
    .getByRole('combobox', { name: 'Expiration year' })
    .selectOption(String(new Date().getFullYear() + 3));
  await scope.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
}
