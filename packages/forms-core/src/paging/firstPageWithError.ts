import type { FormContent } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';
import { assignPages } from './assignPages';

/** The lowest page holding a component with at least one error, or null when there is none. */
export function firstPageWithError(
  content: FormContent,
  errors: Record<string, readonly string[]>,
): number | null {
  let first: number | null = null;
  for (const component of eachLayoutComponent(assignPages(content).rows)) {
    const hasError = (errors[component.id]?.length ?? 0) > 0;
    if (hasError && (first === null || component.page < first)) first = component.page;
  }
  return first;
}
