import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { messages, messageThreads } from '../db/schema';

export type MessageAuthor = { type: 'patient'; loginId: string } | { type: 'staff'; staffUserId: string };

/** Adds a message to a thread and moves the thread to the top of both inboxes. */
export async function postMessage(
  tx: Transaction,
  threadId: string,
  author: MessageAuthor,
  body: string,
): Promise<typeof messages.$inferSelect> {
  const [row] = await tx
    .insert(messages)
    .values({
      threadId,
      authorType: author.type,
      authorLoginId: author.type === 'patient' ? author.loginId : null,
      authorStaffId: author.type === 'staff' ? author.staffUserId : null,
      body,
      createdAt: new Date().toISOString(),
    })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  await tx
    .update(messageThreads)
    .set({ lastMessageAt: row.createdAt })
    .where(eq(messageThreads.id, threadId));
  return row;
}

/** A new thread about one patient, with its first message. */
export async function startThread(
  tx: Transaction,
  patientId: string,
  subject: string,
  author: MessageAuthor,
  body: string,
): Promise<string> {
  const [thread] = await tx
    .insert(messageThreads)
    .values({ patientId, subject })
    .returning({ id: messageThreads.id });
  if (!thread) throw new Error('thread insert returned nothing');
  await postMessage(tx, thread.id, author, body);
  return thread.id;
}
