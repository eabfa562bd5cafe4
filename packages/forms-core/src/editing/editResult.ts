import type { FormContent } from '../model/layout';
import type { PageBreakDropRefusal, PageBreakDropTarget } from '../paging/canDropPageBreak';

/**
 * Where the builder drops something: as a row of its own before `index` of a row list (the form
 * or a column's nested layout), or into a column's children at `index`. The page-break rules use
 * the same targets.
 */
export type LayoutDropTarget = PageBreakDropTarget;

export type EditRefusal =
  | PageBreakDropRefusal
  /** The node to move, delete or change is not in the layout. */
  | 'not-found'
  /** A row, or a Crud, cannot go inside itself. */
  | 'into-itself'
  /** A Crud's records hold no Crud of their own. */
  | 'crud-in-crud'
  /** A page-break row holds its page break only. */
  | 'page-break-row'
  /** The catalogue has no such type or version. */
  | 'unknown-type';

/** An edit's outcome: the new content (and the id of the node it made or moved), or why not. */
export type EditResult =
  | { ok: true; content: FormContent; nodeId: string }
  | { ok: false; reason: EditRefusal };

export const refuse = (reason: EditRefusal): EditResult => ({ ok: false, reason });
