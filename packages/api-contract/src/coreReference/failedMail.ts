import { z } from 'zod';

/**
 * A mail the server gave up sending after its last retry (the mail queue's dead letters), for
 * tech staff: who it was for, what it was and why it failed. Kinds name mails written at
 * sending time ('mail' is one written in full, which has a subject).
 */
export const coreFailedMailSchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    kind: z.string(),
    subject: z.string().nullable(),
    queuedAt: z.string(),
    failedAt: z.string(),
    attempts: z.number().int(),
    error: z.string(),
  })
  .meta({ id: 'CoreFailedMail' });
export type CoreFailedMail = z.infer<typeof coreFailedMailSchema>;

export const coreFailedMailListSchema = z.array(coreFailedMailSchema).meta({ id: 'CoreFailedMailList' });
export type CoreFailedMailList = z.infer<typeof coreFailedMailListSchema>;
