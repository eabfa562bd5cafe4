import { z } from 'zod';

export const healthReplySchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthReply = z.infer<typeof healthReplySchema>;
