import { expect, type Locator, type Page } from '@playwright/test';

/** Drags in the staff form builder, as a person does them. */

/** A drop area of the builder canvas ('drop:form:0' is the first place on the form). */
export const dropArea = (page: Page, id: string): Locator => page.locator(`[data-drop-area="${id}"]`);

/** A pointer drag: press, move past the 5 px threshold, glide, release. */
export async function mouseDrag(page: Page, source: Locator, target: () => Locator): Promise<void> {
  // A person scrolls what they pick up into view first (the toolbox scrolls on its own).
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('drag source not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const area = target();
  await expect(area).toBeVisible();
  // Off screen, a person scrolls the page (the wheel works while dragging) to bring it into view.
  await area.scrollIntoViewIfNeeded();
  const to = await area.boundingBox();
  if (!to) throw new Error('drop area not visible');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await expect(area).toHaveAttribute('data-over', 'true');
  await page.mouse.up();
}
