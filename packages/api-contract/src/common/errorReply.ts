import { z } from 'zod';

/** A broken rule of a form component: its code and bound (forms-core FieldError), worded by the client. */
export const fieldErrorCodeSchema = z
  .object({ rule: z.string(), limit: z.union([z.number(), z.string()]).optional() })
  .meta({ id: 'FieldErrorCode' });
export type FieldErrorCode = z.infer<typeof fieldErrorCodeSchema>;

/**
 * Every 4xx/5xx reply. The apps show `messages` joined by line breaks (portal.md section 8);
 * `fieldErrors` keys validation messages by component id (forms) or body field, in the caller's
 * language (Accept-Language); a refused document also carries `fieldErrorCodes`, the same
 * errors as codes, which the apps word in the language they show.
 */
export const errorReplySchema = z
  .object({
    messages: z.array(z.string()),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    fieldErrorCodes: z.record(z.string(), z.array(fieldErrorCodeSchema)).optional(),
    /**
     * A refusal the apps word themselves (a ServerMessageCode), beside `messages`. A plain string
     * here so that a client meeting a newer server's code still reads the reply (and shows `messages`).
     */
    code: z.string().optional(),
    /** The values the code's text needs, e.g. {hours: 24}. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'ErrorReply' });
export type ErrorReply = z.infer<typeof errorReplySchema>;
