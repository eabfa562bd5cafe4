import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { messages, messageThreads, patients } from '../db/schema';
import { isoInstant } from '../documents/isoInstant';
import { patientDisplayName } from './displayNames';

/** Who reads: a thread's unread count is the other side's messages that this side has not read. */
export type MessageSide = 'patient' | 'staff';

export const otherSide = (side: MessageSide): MessageSide => (side === 'patient' ? 'staff' : 'patient');

function unreadCountSql(reader: MessageSide): SQL<number> {
  return sql<number>`(select count(*)::int from ${messages} where ${messages.threadId} = ${messageThreads.id} and ${messages.authorType} = ${otherSide(reader)} and ${messages.readAt} is null)`;
}

export interface ThreadSummaryRow {
  id: string;
  patientId: string;
  subject: string;
  createdAt: string;
  lastMessageAt: string;
  unreadCount: number;
  patientName: string;
  patientMrn: string;
}

export interface ThreadFilter {
  reader: MessageSide;
  /** The portal's patient; staff see every patient's threads. */
  patientId?: string;
  threadId?: string;
  /** Only threads with messages the reader has not read. */
  unreadOnly?: boolean;
}

function whereOf(filter: ThreadFilter): SQL | undefined {
  return and(
    filter.patientId === undefined ? undefined : eq(messageThreads.patientId, filter.patientId),
    filter.threadId === undefined ? undefined : eq(messageThreads.id, filter.threadId),
    filter.unreadOnly ? sql`${unreadCountSql(filter.reader)} > 0` : undefined,
  );
}

/** Threads newest activity first, each with the reader's unread count and its patient's name. */
export async function selectThreadSummaries(
  db: Queryable,
  filter: ThreadFilter,
  paging: { page: number; pageSize: number } = { page: 0, pageSize: 1 },
): Promise<ThreadSummaryRow[]> {
  const rows = await db
    .select({
      id: messageThreads.id,
      patientId: messageThreads.patientId,
      subject: messageThreads.subject,
      createdAt: messageThreads.createdAt,
      lastMessageAt: messageThreads.lastMessageAt,
      unreadCount: unreadCountSql(filter.reader),
      firstName: patients.firstName,
      middleName: patients.middleName,
      lastName: patients.lastName,
      patientMrn: patients.mrn,
    })
    .from(messageThreads)
    .innerJoin(patients, eq(patients.id, messageThreads.patientId))
    .where(whereOf(filter))
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
    .limit(paging.pageSize)
    .offset(paging.page * paging.pageSize);
  return rows.map(({ firstName, middleName, lastName, ...row }) => ({
    ...row,
    createdAt: isoInstant(row.createdAt),
    lastMessageAt: isoInstant(row.lastMessageAt),
    unreadCount: Number(row.unreadCount),
    patientName: patientDisplayName({ firstName, middleName, lastName }),
  }));
}

export async function countThreads(db: Queryable, filter: ThreadFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(messageThreads).where(whereOf(filter));
  return row?.total ?? 0;
}

/** One thread the reader may see, or undefined (another patient's thread looks like no thread). */
export async function findThreadSummary(
  db: Queryable,
  filter: ThreadFilter & { threadId: string },
): Promise<ThreadSummaryRow | undefined> {
  const [row] = await selectThreadSummaries(db, filter);
  return row;
}
