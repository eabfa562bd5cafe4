import type { PortalDocumentsListItem } from '@clinic/api-contract';
import { isPending } from '../../api/documents';

export interface GroupProgress {
  done: number;
  total: number;
  /** Every document completed (and at least one): the set may be downloaded as one PDF. */
  completed: boolean;
}

/** How far the patient is with a document group, by the documents shared with them. */
export function groupProgress(documents: readonly Pick<PortalDocumentsListItem, 'status'>[]): GroupProgress {
  const done = documents.filter((d) => !isPending(d)).length;
  return { done, total: documents.length, completed: documents.length > 0 && done === documents.length };
}
