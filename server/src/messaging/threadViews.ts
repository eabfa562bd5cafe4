import type { MessagesMessage, MessagesThreadSummary } from '@clinic/api-contract';
import { notFound } from '../app/httpError';
import type { Queryable } from '../db/database';
import { selectThreadMessages } from './threadMessages';
import {
  countThreads,
  findThreadSummary,
  selectThreadSummaries,
  type ThreadFilter,
  type ThreadSummaryRow,
} from './threadSummaries';

/** A thread as the patient sees it; staff views add the patient's name and MRN. */
export function toThreadSummary(row: ThreadSummaryRow): MessagesThreadSummary {
  return {
    id: row.id,
    patientId: row.patientId,
    subject: row.subject,
    createdAt: row.createdAt,
    lastMessageAt: row.lastMessageAt,
    unreadCount: row.unreadCount,
  };
}

/** One page of the reader's threads and how many there are in all. */
export async function loadThreadPage(
  db: Queryable,
  filter: ThreadFilter,
  paging: { page: number; pageSize: number },
): Promise<{ rows: ThreadSummaryRow[]; total: number }> {
  // In turn: `db` may be a transaction, whose one client must not run queries side by side.
  const rows = await selectThreadSummaries(db, filter, paging);
  const total = await countThreads(db, filter);
  return { rows, total };
}

/** A thread the reader may see with its messages, oldest first; any other thread answers 404. */
export async function loadThreadDetail<TSummary>(
  db: Queryable,
  filter: ThreadFilter & { threadId: string },
  toSummary: (row: ThreadSummaryRow) => TSummary,
): Promise<{ thread: TSummary; messages: MessagesMessage[] }> {
  const summary = await findThreadSummary(db, filter);
  if (!summary) throw notFound();
  return {
    thread: toSummary(summary),
    messages: await selectThreadMessages(db, filter.threadId, summary.patientName),
  };
}
