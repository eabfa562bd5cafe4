import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe-core scan of the page (chain withTags, include... as with AxeBuilder). Only violations are
 * reported in full: axe then skips building a selector for every passing node, the slow tail of a
 * scan on a large page; which rules run and the violations found stay the same.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}
