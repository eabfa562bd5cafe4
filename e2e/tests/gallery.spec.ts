import { catalogueEntries } from '@clinic/forms-core';
import { expect, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { serverOfWorker } from '../support/e2eEnvironment';

// The spec's display modes (forms.md section 1), the builder's grid rendering and the printable layout.
const modes = [
  'form-builder',
  'form-builder-grid',
  'properties',
  'form-submitter',
  'form-viewer',
  'e-form',
  'printable',
];
const typeKeys = [
  ...catalogueEntries.map((entry) => `${entry.elType}-v${entry.version}`),
  'layout-Form',
  'layout-Row',
  'layout-Column',
];
const interactiveRoles = new Set([
  'button',
  'checkbox',
  'combobox',
  'link',
  'listbox',
  'menuitem',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'textbox',
]);

// Hundreds of samples on one page: axe and the accessibility tree take a while.
test.setTimeout(300_000);

async function openGallery(page: Page) {
  await page.goto('/staff/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator('[data-gallery-mode]')).toHaveCount(typeKeys.length * modes.length);
}

/**
 * The whole gallery, opened once per worker for the tests that only read it (they never click,
 * type, filter or resize), so its hundreds of samples load once rather than once per test.
 */
const readingTest = test.extend<object, { galleryPage: Page }>({
  galleryPage: [
    async ({ browser }, use, workerInfo) => {
      // A context of its own: axe opens a second page in it to put its results together.
      const context = await browser.newContext({ baseURL: serverOfWorker(workerInfo).url });
      const page = await context.newPage();
      await openGallery(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

const section = (page: Page, typeKey: string, mode: string) =>
  page.locator(`[data-gallery-type="${typeKey}"] [data-gallery-mode="${mode}"]`);

readingTest(
  'shows every catalogue type, both versions where two exist, and the layout types in every mode',
  async ({ galleryPage: page }) => {
    const shown = await page
      .locator('[data-gallery-type]')
      .evaluateAll((sections) =>
        sections.map((typeSection) => [
          typeSection.getAttribute('data-gallery-type'),
          [...typeSection.querySelectorAll('[data-gallery-mode]')].map((m) =>
            m.getAttribute('data-gallery-mode'),
          ),
        ]),
      );
    expect(Object.fromEntries(shown)).toEqual(Object.fromEntries(typeKeys.map((key) => [key, modes])));
    expect(new Set(typeKeys).size).toBe(typeKeys.length);
  },
);

readingTest(
  'the printable layout takes no input: values are shown as text',
  async ({ galleryPage: page }) => {
    const controls = await page
      .locator(
        '[data-gallery-mode="printable"] :is(input, textarea, select, button, [contenteditable="true"])',
      )
      .evaluateAll((elements) =>
        elements.map((element) => element.closest('[data-gallery-type]')?.getAttribute('data-gallery-type')),
      );
    expect(controls).toEqual([]);
  },
);

readingTest('has no serious or critical axe-core violations', async ({ galleryPage: page }) => {
  // The WCAG A and AA rules; best-practice rules would double the time on this large page.
  const results = await axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? node.failureSummary ?? ''}`),
    }));
  expect(serious).toEqual([]);
});

readingTest('every control has an accessible name', async ({ galleryPage: page }) => {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const unnamed = nodes.filter(
    (node) =>
      !node.ignored &&
      interactiveRoles.has(String(node.role?.value ?? '')) &&
      String(node.name?.value ?? '').trim() === '',
  );
  const where: string[] = [];
  for (const node of unnamed.slice(0, 20)) {
    if (node.backendDOMNodeId === undefined) continue;
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: `function () {
        const sample = this.closest('[data-gallery-mode]');
        const type = this.closest('[data-gallery-type]');
        return (type ? type.getAttribute('data-gallery-type') + ' / ' + sample?.getAttribute('data-gallery-mode') + ': ' : '') + this.outerHTML.slice(0, 160);
      }`,
      returnByValue: true,
    });
    where.push(`${String(node.role?.value)}: ${String(result.value)}`);
  }
  expect(where).toEqual([]);
});

test('Tab reaches the controls of every sample being filled in, and typing changes the stored value', async ({
  page,
}) => {
  await openGallery(page);
  // Only the samples being filled in: a seventh of the page to lay out on every click and key.
  await page.getByLabel('Mode', { exact: true }).selectOption('form-submitter');
  await expect(page.locator('[data-gallery-mode]')).toHaveCount(typeKeys.length);
  // The samples whose form has something to tab to, read in one go rather than a call per sample.
  const withControls = await page
    .locator('[data-gallery-type]')
    .evaluateAll((sections) =>
      sections
        .filter((typeSection) =>
          [...typeSection.querySelectorAll('[data-gallery-mode="form-submitter"] .cf-form')].some((form) =>
            form.querySelector(
              'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex="0"], a[href]',
            ),
          ),
        )
        .map((typeSection) => typeSection.getAttribute('data-gallery-type')),
    );
  for (const typeKey of typeKeys.filter((key) => withControls.includes(key))) {
    const form = section(page, typeKey, 'form-submitter').locator('.cf-form');
    await page.locator(`#gallery-${typeKey}-form-submitter`).click();
    await page.keyboard.press('Tab');
    const focusInForm = await form.evaluate((element) => element.contains(document.activeElement));
    expect(focusInForm, `Tab from the heading of ${typeKey} reaches its form`).toBe(true);
  }

  for (const typeKey of [
    'TextInput-v1',
    'EmailInput-v1',
    'NumberInput-v1',
    'PasswordInput-v1',
    'Textarea-v1',
  ]) {
    const sample = section(page, typeKey, 'form-submitter');
    const stored = sample.locator('.cf-gallery-value output');
    const before = await stored.textContent();
    await page.locator(`#gallery-${typeKey}-form-submitter`).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('42');
    await expect(sample.locator('.cf-form :is(input, textarea)').first()).toHaveValue(/42/);
    await expect(stored).not.toHaveText(before ?? '');
    await expect(stored).toContainText('42');
  }
});

test('switches to Spanish and filters by type and mode', async ({ page }) => {
  await openGallery(page);
  await page.getByLabel('Language', { exact: true }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Galería de componentes' })).toBeVisible();
  await page.getByLabel('Tipo', { exact: true }).selectOption('Textarea-v1');
  await page.getByLabel('Modo', { exact: true }).selectOption('form-submitter');
  await expect(page.locator('[data-gallery-mode]')).toHaveCount(1);
  await expect(
    section(page, 'Textarea-v1', 'form-submitter').getByRole('button', { name: 'Validar' }),
  ).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('lang', 'es');
});

test('validating jumps to the page of the first error and shows its message; the page fits 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGallery(page);
  await page.getByLabel('Type', { exact: true }).selectOption('layout-Form');
  const sample = section(page, 'layout-Form', 'form-submitter');
  await expect(sample.getByText('Page 1 of 2')).toBeVisible();
  await sample.getByRole('button', { name: 'Validate' }).click();
  await expect(sample.getByText('Page 2 of 2')).toBeVisible();
  await expect(sample.getByText('This field is required')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
