import { layoutClipboardText, type RowNode, readLayoutClipboard } from '@clinic/forms-core';

const storageKey = 'cf-builder-layout';

/**
 * "Copy layout" keeps the copy in this browser (so it can be pasted into another form, even
 * after a reload) and also puts it on the system clipboard when the browser allows.
 */
export function storeCopiedLayout(rows: readonly RowNode[]): void {
  const text = layoutClipboardText(rows);
  try {
    localStorage.setItem(storageKey, text);
  } catch {
    // Storage full or disabled: the system clipboard below still has it.
  }
  navigator.clipboard?.writeText(text).catch(() => undefined);
}

/** The last copied layout, or null. */
export function readCopiedLayout(): RowNode[] | null {
  try {
    const text = localStorage.getItem(storageKey);
    return text ? readLayoutClipboard(text) : null;
  } catch {
    return null;
  }
}
