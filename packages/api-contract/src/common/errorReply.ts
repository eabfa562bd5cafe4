import { z } from 'zod';

/**
 * Every 4xx/5xx reply. The apps show `messages` joined by line breaks (portal.md section 8);
 * `fieldErrors` keys validation messages by component id (forms) or body field.
 */
export const errorReplySchema = z
  .object({
    messages: z.array(z.string()),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorReply' });
export type ErrorReply = z.infer<typeof errorReplySchema>;
