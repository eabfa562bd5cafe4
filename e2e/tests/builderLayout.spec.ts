import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolation } from '../support/axeScan';
import { staffApi } from '../support/portalSession';
import { signInToStaff, uniqueSuffix } from '../support/staffApp';
import { newForm } from '../support/staffCharts';

/**
 * The form builder's layout (issue 21.1 and 21.2): three panes that fit 1280 and 1024 px windows,
 * properties in sections without raw nulls, scripting only for advanced users, the preview at a
 * phone's width and printable, styled paging, and no serious or critical axe violation.
 */

const wideColumns = Array.from({ length: 9 }, (_, i) => ({
  text: `Reading ${i + 1}`,
  field: `reading${i + 1}`,
  type: 'plain',
  options: [],
}));

const formRows = [
  { elType: 'TextInput', properties: { label: 'Preferred name' } },
  { elType: 'NumberInput', properties: { label: 'Pain score', maxValue: null } },
  { elType: 'Datatable', properties: { label: 'Blood pressure readings', columns: wideColumns } },
  { elType: 'PageBreak' },
  { elType: 'SingleChoice', properties: { label: 'Smoker', options: ['Yes', 'No'] } },
];

/**
 * What makes the page scroll sideways (elements reaching past the window's right edge, named by
 * tag and classes); empty when the page fits the window.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const past = (element: Element) => element.getBoundingClientRect().right > root.clientWidth + 1;
    // Past the edge and not held in by a scrolling or clipping box that fits the window.
    const escapes = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && !past(box)) return false;
      }
      return true;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => past(element) && escapes(element))
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });

async function openBuilder(page: Page, formId: string, account?: { email: string; password: string }) {
  await signInToStaff(page, `/staff/forms/${formId}`, account);
  await expect(page.getByRole('region', { name: 'Form canvas' })).toBeVisible();
}

test('the three panes fit 1280 and 1024 px windows, the canvas uses the width and nothing is cut off', async ({
  page,
}) => {
  const form = await newForm(formRows, 'E2E layout');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBuilder(page, form.id);
  const toolbox = page.getByRole('navigation', { name: 'Toolbox' });
  const canvas = page.getByRole('region', { name: 'Form canvas' });
  const panel = page.getByRole('complementary', { name: 'Edit Element' });

  // 1280 px: toolbox rail, canvas, properties side by side.
  await expect(toolbox).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Properties' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Preferred name (TextInput1)' }).click();
  await expect(panel).toBeVisible();
  const [tools, canvasBox, panelBox] = await Promise.all([
    toolbox.boundingBox(),
    canvas.boundingBox(),
    panel.boundingBox(),
  ]);
  expect(tools && canvasBox && panelBox).toBeTruthy();
  if (!tools || !canvasBox || !panelBox) return;
  expect(tools.x + tools.width).toBeLessThanOrEqual(canvasBox.x);
  expect(canvasBox.x + canvasBox.width).toBeLessThanOrEqual(panelBox.x);
  expect(canvasBox.width).toBeGreaterThan(560);
  expect(await sidewaysOverflow(page)).toEqual([]);
  // A toolbox item is still found by its name in the rail.
  await expect(toolbox.getByRole('button', { name: 'Text Input', exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/builder-1280.png', fullPage: false });
  // The wide table scrolls inside its component: its last column can be reached, not cut off.
  const table = canvas.locator('.cfb-component', { hasText: 'Blood pressure readings' });
  const lastColumn = table.getByText('Reading 9');
  await lastColumn.scrollIntoViewIfNeeded();
  await expect(lastColumn).toBeInViewport();
  // Every box narrower than the table lets the user scroll to it: none cuts it off.
  const clipping = await lastColumn.evaluate((cell) => {
    const clippers: string[] = [];
    for (let box = cell.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflowX = getComputedStyle(box).overflowX;
      if (box.scrollWidth > box.clientWidth + 1 && overflowX !== 'auto' && overflowX !== 'scroll') {
        clippers.push(`${box.tagName.toLowerCase()}.${[...box.classList].join('.')} (${overflowX})`);
      }
    }
    return clippers;
  });
  expect(clipping).toEqual([]);

  // 1024 px: the properties become a side sheet; the canvas keeps the width left by the rail.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(toolbox).toBeVisible();
  await expect(canvas).toBeVisible();
  await expect(panel).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  const narrowCanvas = await canvas.boundingBox();
  expect(narrowCanvas?.width ?? 0).toBeGreaterThan(600);
  await page.screenshot({ path: '/tmp/builder-1024.png', fullPage: false });
  await panel.getByRole('button', { name: 'Close Edit Element' }).click();
  await expect(panel).toBeHidden();
  await page.screenshot({ path: '/tmp/builder-1024-closed.png', fullPage: false });

  // axe: no serious or critical violation in the builder, with the properties open.
  await page.getByRole('button', { name: 'Edit Pain score (NumberInput1)' }).click();
  await expect(panel).toBeVisible();
  await expectNoSeriousViolation(page);
});

test('properties come in sections, empty limits read as words, and scripts stay with advanced users', async ({
  page,
}) => {
  const form = await newForm(formRows, 'E2E properties');
  const suffix = uniqueSuffix();
  const account = { email: `e2e-builder-${suffix}@example.org`, password: `builder-${suffix}-pass` };
  await staffApi('PUT', '/api/core/StaffUsers', {
    ...account,
    firstName: 'Robin',
    lastName: `Author ${suffix}`,
    credentials: '',
    roles: ['staff'],
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBuilder(page, form.id, account);
  await page.getByRole('button', { name: 'Edit Pain score (NumberInput1)' }).click();
  const panel = page.getByRole('complementary', { name: 'Edit Element' });
  for (const title of ['General', 'Validation', 'Logic']) {
    await expect(panel.locator('summary', { hasText: title })).toBeVisible();
  }
  // No raw null anywhere: the empty maximum says what it means.
  const max = panel.getByLabel('Max value');
  await expect(max).toHaveValue('');
  await expect(max).toHaveAttribute('placeholder', 'No maximum');
  await expect(panel.getByText('The largest answer accepted.')).toBeVisible();
  await expect(panel).not.toContainText('null');
  const values = await panel
    .locator('input, textarea')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  expect(values).not.toContain('null');
  // Scripting and style are not there for a user without advanced options.
  for (const label of [
    'On change (auto-population script)',
    'Dependent properties',
    'Reset store values',
    'Style',
  ]) {
    await expect(panel.getByLabel(label, { exact: true })).toHaveCount(0);
  }
  // A section folds away and opens again.
  const validation = panel.locator('summary', { hasText: 'Validation' });
  await validation.click();
  await expect(max).toBeHidden();
  await validation.click();
  await expect(max).toBeVisible();
});

test('advanced users find scripting in the Advanced section', async ({ page }) => {
  const form = await newForm(formRows, 'E2E advanced');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBuilder(page, form.id);
  await page.getByRole('button', { name: 'Edit Preferred name (TextInput1)' }).click();
  const panel = page.getByRole('complementary', { name: 'Edit Element' });
  const advanced = panel.locator('details', { has: page.locator('summary', { hasText: 'Advanced' }) });
  await expect(advanced.getByLabel('Style', { exact: true })).toBeHidden();
  await advanced.locator('summary').click();
  await expect(advanced.getByLabel('On change (auto-population script)')).toBeVisible();
  await expect(advanced.getByLabel('Style', { exact: true })).toBeVisible();
});

test('the preview shows the form at a phone’s width with sample answers, printable, with styled paging', async ({
  page,
}) => {
  const form = await newForm(formRows, 'E2E preview');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBuilder(page, form.id);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('button', { name: 'Phone · 390 px' }).click();
  const frame = preview.locator('.cfb-device');
  await expect(frame).toHaveAttribute('data-device', 'phone');
  expect(Math.round((await frame.boundingBox())?.width ?? 0)).toBe(390);
  // Sample answers: the text input holds one.
  await expect(preview.getByLabel('Preferred name')).toHaveValue('Sample answer');
  expect(await sidewaysOverflow(page)).toEqual([]);

  // Paging: the product's buttons, not the browser's.
  const next = preview.getByRole('button', { name: 'Next' });
  await expect(preview.getByText('Page 1 of 2')).toBeVisible();
  await expect(next).toHaveClass(/cf-button-primary/);
  const look = await next.evaluate((button) => {
    const style = getComputedStyle(button);
    return { background: style.backgroundColor, height: button.getBoundingClientRect().height };
  });
  expect(look.background).toBe('rgb(24, 100, 171)');
  expect(look.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: '/tmp/builder-preview-phone.png' });
  await next.click();
  await expect(preview.getByText('Page 2 of 2')).toBeVisible();

  // Printable: every page at once, answers as text.
  await preview.getByLabel('Display mode').selectOption('printable');
  await expect(preview.locator('[data-mode="printable"]')).toBeVisible();
  await expect(preview.getByRole('status', { name: 'Preferred name' })).toHaveText('Sample answer');
  await expect(preview.getByText('Smoker')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Next' })).toHaveCount(0);
});
