import type { PrintItem } from './printableDocument';

/**
 * The items less the page breaks that would print a blank sheet: one first, one last, or one
 * right after another (also when every field between them is hidden). The printable layout
 * drops such pages too.
 */
export function withoutBlankPages(items: readonly PrintItem[]): PrintItem[] {
  const kept: PrintItem[] = [];
  for (const item of items) {
    const blank = item.kind === 'pageBreak' && (kept.length === 0 || kept.at(-1)?.kind === 'pageBreak');
    if (!blank) kept.push(item);
  }
  if (kept.at(-1)?.kind === 'pageBreak') kept.pop();
  return kept;
}
