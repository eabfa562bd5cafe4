import { z } from 'zod';
import { appointmentCancelReasonSchema } from './appointmentChanges';

/**
 * POST api/portal/AppointmentRequests/CancelByCode: a requester who is not signed in cancels
 * with the single-use code e-mailed to them (in the body, never in an API URL).
 */
export const requestCancelByCodeBodySchema = z
  .strictObject({
    /** 32 random bytes, base64url. */
    code: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    reason: appointmentCancelReasonSchema,
    details: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'RequestCancelByCodeBody' });
export type RequestCancelByCodeBody = z.infer<typeof requestCancelByCodeBodySchema>;

/** What the link cancelled: the request still waiting for review, or the appointment it became. */
export const requestCancelByCodeReplySchema = z
  .object({ cancelled: z.enum(['request', 'appointment']) })
  .meta({ id: 'RequestCancelByCodeReply' });
export type RequestCancelByCodeReply = z.infer<typeof requestCancelByCodeReplySchema>;
