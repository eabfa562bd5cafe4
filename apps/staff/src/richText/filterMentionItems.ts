import type { RichTextMentionItem } from '@clinic/forms-react';

const MAX_SHOWN = 20;

/** The items whose label (or id) holds what was typed after '@', those starting with it first. */
export function filterMentionItems(
  items: readonly RichTextMentionItem[],
  query: string,
): RichTextMentionItem[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return items.slice(0, MAX_SHOWN);
  const matches = items.filter(
    (item) => item.label.toLowerCase().includes(wanted) || item.id.toLowerCase().includes(wanted),
  );
  const starts = (item: RichTextMentionItem) => (item.label.toLowerCase().startsWith(wanted) ? 0 : 1);
  return matches.sort((a, b) => starts(a) - starts(b)).slice(0, MAX_SHOWN);
}
