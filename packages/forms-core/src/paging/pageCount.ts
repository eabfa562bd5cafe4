import type { FormContent } from '../model/layout';
import { eachLayoutRow } from '../model/walkLayout';
import { isPageBreakRow } from './pageBreakRow';

/** Pages are one plus the number of page-break rows (nested layouts included, as in assignPages). */
export function pageCount(content: FormContent): number {
  let breaks = 0;
  for (const row of eachLayoutRow(content.rows)) if (isPageBreakRow(row)) breaks += 1;
  return breaks + 1;
}
