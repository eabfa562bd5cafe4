/** 'Page X of Y' for a zero-based current page; null (no label) when there is a single page. */
export function pageLabel(current: number, total: number): string | null {
  return total > 1 ? `Page ${current + 1} of ${total}` : null;
}
