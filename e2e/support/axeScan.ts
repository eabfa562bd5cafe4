import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * An axe-core scan of the page (chain withTags, include... as with AxeBuilder). Only violations are
 * reported in full: axe then skips building a selector for every passing node, the slow tail of a
 * scan on a large page; which rules run and the violations found stay the same.
 *
 * Legacy mode runs axe.run in the page itself. The default (axe.runPartial in each frame, then
 * axe.finishRun in a blank page opened for it) serialises every checked node with its selector
 * before resultTypes can drop the passes, and starts a renderer per scan: on the component gallery
 * 48 s against 15 s for the same rules and the same violations. Same-origin frames are still
 * scanned; what legacy mode gives up is the scan of cross-origin frames, which the apps have none of.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}

/** Scans the page's main region and expects no serious or critical violation (listed if any). */
export async function expectNoSeriousViolation(page: Page): Promise<void> {
  const results = await axeScan(page).include('main').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
  expect(serious).toEqual([]);
}
