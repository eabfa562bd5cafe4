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

/** The drop area under the dragged item now, or null. */
async function areaOver(page: Page): Promise<string | null> {
  const over = page.locator('[data-drop-area][data-over="true"]');
  return (await over.count()) === 0 ? null : over.getAttribute('data-drop-area');
}

/**
 * A keyboard drag: Space picks up, each arrow press waits until the next drop area is under the
 * item (the builder answers a press a render later) until `areaId` is, and Space drops.
 */
export async function keyboardDrag(page: Page, source: Locator, areaId: string): Promise<void> {
  await source.focus();
  await page.keyboard.press('Space');
  const area = dropArea(page, areaId);
  await expect(area).toBeVisible();
  let over = await areaOver(page);
  for (let step = 0; step < 40 && over !== areaId; step += 1) {
    const before = over;
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => areaOver(page)).not.toBe(before);
    over = await areaOver(page);
  }
  await expect(area).toHaveAttribute('data-over', 'true');
  await page.keyboard.press('Space');
  await expect(area).toBeHidden();
}
