import type { MessagesMessage } from '@clinic/api-contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { messages, messageThreads, staffUsers } from '../db/schema';
import { isoInstant } from '../documents/isoInstant';
import { staffDisplayName } from './displayNames';
import { type MessageSide, otherSide } from './threadSummaries';

/** Opening a thread reads it: the other side's messages get their read time. */
export async function markThreadRead(db: Queryable, threadId: string, reader: MessageSide): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: new Date().toISOString() })
    .where(
      and(
        eq(messages.threadId, threadId),
        eq(messages.authorType, otherSide(reader)),
        isNull(messages.readAt),
      ),
    );
}

type MessageRow = typeof messages.$inferSelect;
type StaffNameRow = Pick<typeof staffUsers.$inferSelect, 'firstName' | 'lastName' | 'credentials'>;

export function toMessageDto(
  row: MessageRow,
  staff: StaffNameRow | null,
  patientName: string,
): MessagesMessage {
  return {
    id: row.id,
    threadId: row.threadId,
    authorType: row.authorType,
    authorName: row.authorType === 'staff' && staff ? staffDisplayName(staff) : patientName,
    body: row.body,
    createdAt: isoInstant(row.createdAt),
    readAt: isoInstant(row.readAt),
  };
}

/** The thread's messages, oldest first, with their authors' names. */
export async function selectThreadMessages(
  db: Queryable,
  threadId: string,
  patientName: string,
): Promise<MessagesMessage[]> {
  const rows = await db
    .select({
      message: messages,
      staff: {
        firstName: staffUsers.firstName,
        lastName: staffUsers.lastName,
        credentials: staffUsers.credentials,
      },
    })
    .from(messages)
    .leftJoin(staffUsers, eq(staffUsers.id, messages.authorStaffId))
    .where(eq(messages.threadId, threadId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map((row) => toMessageDto(row.message, row.staff, patientName));
}

/** Staff messages the patient has not read, over all of the patient's threads (the menu badge). */
export async function countUnreadForPatient(db: Queryable, patientId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(
      and(eq(messageThreads.patientId, patientId), eq(messages.authorType, 'staff'), isNull(messages.readAt)),
    );
  return row?.total ?? 0;
}
