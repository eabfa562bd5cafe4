import { expect, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { typeCard } from '../support/portalCards';
import { signInAsNewLogin } from '../support/portalSession';

/** Billing (portal.md section 2): payments with the sandbox gateway's test cards, and saved cards. */

/** Opens the payment form through the payment options dialog and sets the amount. */
async function startPayment(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Make a payment' }).click();
  const options = page.getByRole('dialog', { name: 'Payment options' });
  await expect(options.getByRole('button', { name: 'Pay Later' })).toBeVisible();
  // portal.md section 2: Pay Now / Pay Later / Cancel, worded as the spec gives them.
  await expect(options.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await options.getByRole('button', { name: 'Pay Now' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay your balance' });
  await pay.getByRole('textbox', { name: 'Amount' }).fill(amount);
  return pay;
}

test('the statement shows every column, and Pay Later closes the options', async ({ page }) => {
  await signInAsNewLogin(page, 'alex', '/billing');
  await expect(page.getByRole('heading', { name: 'Billing (Payments and Invoices)' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Charges and payments, newest first' });
  for (const column of ['Date', 'Charges', 'Payments', 'Balance', 'Details', 'Amount']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('row', { name: /Initial Assessment/ })).toContainText('$200.00');
  await page.getByRole('button', { name: 'Make a payment' }).click();
  await page
    .getByRole('dialog', { name: 'Payment options' })
    .getByRole('button', { name: 'Pay Later' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('paying with a card that succeeds, then with the saved card', async ({ page }) => {
  await signInAsNewLogin(page, 'alex', '/billing');
  const balance = page.getByLabel('Balance due');
  await expect(balance).toHaveText(/^\$\d/);
  const before = Number((await balance.textContent())?.replace(/[$,]/g, ''));

  const pay = await startPayment(page, '10');
  await pay.getByRole('radio', { name: 'A new card' }).check();
  await typeCard(page, '4242 4242 4242 4242');
  await pay.getByRole('checkbox', { name: 'Save this card for future payments' }).check();
  await pay.getByRole('button', { name: 'Pay $10.00' }).click();

  const success = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(success.getByRole('row', { name: /Patient/ })).toContainText('Alex Rivera');
  await expect(success.getByRole('row', { name: /Payment type/ })).toContainText('Visa •••• 4242');
  await expect(success.getByRole('row', { name: /Amount paid/ })).toContainText('$10.00');
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(balance).toHaveText(`$${(before - 10).toFixed(2)}`);

  const again = await startPayment(page, '5');
  await expect(again.getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
  await again.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toContainText('$5.00');
});

test('a declined card shows the transaction error and lets the patient try again', async ({ page }) => {
  await signInAsNewLogin(page, 'sam', '/billing');
  const pay = await startPayment(page, '1');
  await pay.getByRole('radio', { name: 'A new card' }).check();
  await typeCard(page, '4000 0000 0000 0002');
  await pay.getByRole('button', { name: 'Pay $1.00' }).click();

  const failure = page.getByRole('dialog', { name: 'Transaction error' });
  await expect(failure.getByRole('alert')).toContainText('Your card was declined.');
  await failure.getByRole('button', { name: 'Close and try again' }).click();
  // Back on the payment form with what was typed, ready for another card.
  await expect(pay.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
  await pay.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
  await pay.getByRole('button', { name: 'Pay $1.00' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toContainText('Sam Rivera');
});

test('adding a payment method and removing it after confirming', async ({ page }) => {
  await signInAsNewLogin(page, 'jordan', '/paymentMethods');
  await expect(page.getByText('You have no saved cards.')).toBeVisible();
  await page.getByRole('link', { name: 'Add payment method' }).click();
  await expect(page).toHaveURL(/\/billing\/addPaymentMethod$/);
  await typeCard(page, '5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Save card' }).click();

  await expect(page).toHaveURL(/\/paymentMethods$/);
  await expect(page.getByText('The card Mastercard •••• 4444 was saved.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Mastercard •••• 4444' });
  await expect(card).toContainText('Default');
  await expect(card).toContainText(`Expires 12/${new Date().getFullYear() + 3}`);

  await card.getByRole('button', { name: 'Remove Mastercard •••• 4444' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Do you want to remove the card Mastercard •••• 4444?');
  await expect(
    dialog.getByRole('checkbox', { name: "Don't ask me again while this page is open" }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Remove Mastercard •••• 4444' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('You have no saved cards.')).toBeVisible();
});

test('a mistyped card number is refused beside the form', async ({ page }) => {
  await signInAsNewLogin(page, 'jordan', '/billing/addPaymentMethod');
  await typeCard(page, '4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card number is incorrect.');
  await expect(page).toHaveURL(/\/billing\/addPaymentMethod$/);
});

test('billing and payment methods fit 390 px and read in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewLogin(page, 'sam', '/billing');
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Facturación (pagos y facturas)' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Detalles' })).toBeAttached();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // The statement scrolls inside its own container; the page itself never scrolls sideways.
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Realizar un pago' }).click();
  await expect(page.getByRole('dialog', { name: 'Opciones de pago' })).toContainText('Pagar ahora');
  await page.keyboard.press('Escape');
  await page.goto('/paymentMethods');
  await expect(page.getByRole('heading', { name: 'Métodos de pago', level: 1 })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('billing pages have no accessibility violations', async ({ page }) => {
  await signInAsNewLogin(page, 'alex', '/billing');
  for (const path of ['/billing', '/paymentMethods', '/billing/addPaymentMethod']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Loading…')).toHaveCount(0);
    const { violations } = await axeScan(page).include('main').analyze();
    expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
});
