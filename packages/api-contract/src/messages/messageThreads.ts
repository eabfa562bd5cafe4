import { z } from 'zod';
import { pagedReplySchema, pageRequestSchema } from '../common/paging';
import { messagesPlainLine, messagesPlainText } from './plainText';

export const messagesSubjectMaxLength = 200;
export const messagesBodyMaxLength = 5000;

export const messagesMessageSchema = z
  .object({
    id: z.uuid(),
    threadId: z.uuid(),
    authorType: z.enum(['patient', 'staff']),
    /** The staff member's name and credentials, or the patient's name for portal messages. */
    authorName: z.string(),
    /** Plain text: render as text, never as HTML. */
    body: z.string(),
    createdAt: z.string(),
    /** When the other side read it; null while unread. */
    readAt: z.string().nullable(),
  })
  .meta({ id: 'MessagesMessage' });
export type MessagesMessage = z.infer<typeof messagesMessageSchema>;

export const messagesThreadSummarySchema = z
  .object({
    id: z.uuid(),
    patientId: z.uuid(),
    subject: z.string(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
    /** Messages from the other side not yet read by the caller's side. */
    unreadCount: z.number().int().min(0),
  })
  .meta({ id: 'MessagesThreadSummary' });
export type MessagesThreadSummary = z.infer<typeof messagesThreadSummarySchema>;

/** The staff inbox names the patient of each thread. */
export const messagesStaffThreadSummarySchema = messagesThreadSummarySchema
  .extend({ patientName: z.string(), patientMrn: z.string() })
  .meta({ id: 'MessagesStaffThreadSummary' });
export type MessagesStaffThreadSummary = z.infer<typeof messagesStaffThreadSummarySchema>;

export const messagesThreadPageSchema = pagedReplySchema(messagesThreadSummarySchema).meta({
  id: 'MessagesThreadPage',
});
export const messagesStaffThreadPageSchema = pagedReplySchema(messagesStaffThreadSummarySchema).meta({
  id: 'MessagesStaffThreadPage',
});

export const messagesStaffThreadsQuerySchema = pageRequestSchema.extend({
  /** Only threads with patient messages staff have not read. */
  unreadOnly: z.stringbool().default(false),
});
export type MessagesStaffThreadsQuery = z.infer<typeof messagesStaffThreadsQuerySchema>;

/** A thread with its messages, oldest first. */
export const messagesThreadDetailSchema = z
  .object({ thread: messagesThreadSummarySchema, messages: z.array(messagesMessageSchema) })
  .meta({ id: 'MessagesThreadDetail' });
export type MessagesThreadDetail = z.infer<typeof messagesThreadDetailSchema>;

export const messagesStaffThreadDetailSchema = z
  .object({ thread: messagesStaffThreadSummarySchema, messages: z.array(messagesMessageSchema) })
  .meta({ id: 'MessagesStaffThreadDetail' });
export type MessagesStaffThreadDetail = z.infer<typeof messagesStaffThreadDetailSchema>;

export const messagesUnreadCountSchema = z.object({ count: z.number().int().min(0) }).meta({
  id: 'MessagesUnreadCount',
});

export const messagesReplyBodySchema = z.object({ body: messagesPlainText(messagesBodyMaxLength) });
export type MessagesReplyBody = z.infer<typeof messagesReplyBodySchema>;

export const messagesNewThreadBodySchema = z.object({
  subject: messagesPlainLine(messagesSubjectMaxLength),
  body: messagesPlainText(messagesBodyMaxLength),
});
export type MessagesNewThreadBody = z.infer<typeof messagesNewThreadBodySchema>;

export const messagesStaffNewThreadBodySchema = messagesNewThreadBodySchema.extend({ patientId: z.uuid() });
export type MessagesStaffNewThreadBody = z.infer<typeof messagesStaffNewThreadBodySchema>;
