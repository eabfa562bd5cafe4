import { z } from 'zod';

/**
 * The checks on a visitor's request (registration or anonymous appointment request) before and
 * after staff approve it: the e-mail address verified by a mailed link, likely duplicates of
 * existing patients, and the owner of an existing portal login confirming a new chart.
 */

/** An e-mailed single-use code: 32 random bytes, base64url. */
export const requestCodeBodySchema = z
  .strictObject({ code: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })
  .meta({ id: 'RequestCodeBody' });
export type RequestCodeBody = z.infer<typeof requestCodeBodySchema>;

/** POST api/portal/AppointmentRequests/VerifyEmail: what the verified address was given for. */
export const emailVerificationReplySchema = z
  .object({ kind: z.enum(['registration', 'appointmentRequest']) })
  .meta({ id: 'EmailVerificationReply' });
export type EmailVerificationReply = z.infer<typeof emailVerificationReplySchema>;

/** POST api/portal/AppointmentRequests/ConfirmLoginLink: the patient now reached by the login. */
export const loginLinkConfirmationReplySchema = z
  .object({
    /** First name and last initial, as the switch-patient list shows it. */
    patientName: z.string(),
  })
  .meta({ id: 'LoginLinkConfirmationReply' });
export type LoginLinkConfirmationReply = z.infer<typeof loginLinkConfirmationReplySchema>;

/** How the portal login of a visitor's e-mail reaches the chart after approval. */
export const requestLoginLinkSchema = z.enum(['linked', 'awaitingOwner', 'notLinked']);
export type RequestLoginLink = z.infer<typeof requestLoginLinkSchema>;

export const duplicateReasons = ['nameAndDateOfBirth', 'email', 'phone', 'similarName'] as const;
export const duplicateReasonSchema = z.enum(duplicateReasons);
export type DuplicateReason = z.infer<typeof duplicateReasonSchema>;

/** GET api/core/AppointmentRequests/{id}/Duplicates: an existing patient the visitor may be. */
export const possibleDuplicateSchema = z
  .object({
    patientId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string(),
    accountNumber: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Strongest first. */
    reasons: z.array(duplicateReasonSchema).min(1),
  })
  .meta({ id: 'PossibleDuplicate' });
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;
