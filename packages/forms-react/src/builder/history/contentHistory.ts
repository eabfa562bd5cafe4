import type { FormContent } from '@clinic/forms-core';

/** How many edits undo can walk back. */
export const HISTORY_LIMIT = 100;

/** Snapshots of the form content around the present one (the builder's content prop). */
export interface ContentHistory {
  past: FormContent[];
  future: FormContent[];
}

export const emptyHistory: ContentHistory = { past: [], future: [] };

/** An edit: the present goes to the past, the redo list is dropped. */
export function recordEdit(history: ContentHistory, present: FormContent): ContentHistory {
  return { past: [...history.past, present].slice(-HISTORY_LIMIT), future: [] };
}

/** The content to show after undo (or redo), and the history around it; null when there is none. */
export function undo(history: ContentHistory, present: FormContent) {
  const previous = history.past.at(-1);
  if (!previous) return null;
  return {
    content: previous,
    history: { past: history.past.slice(0, -1), future: [present, ...history.future] },
  };
}

export function redo(history: ContentHistory, present: FormContent) {
  const [next, ...rest] = history.future;
  if (!next) return null;
  return { content: next, history: { past: [...history.past, present], future: rest } };
}
