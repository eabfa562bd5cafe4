import { z } from 'zod';

/**
 * POST EForms/{code}/Session: the e-mailed code and the patient's date of birth (YYYY-MM-DD) are
 * exchanged for a ticket; every other EForms/{id} call takes the ticket as `{id}`, never the code.
 */
export const coreReferenceEFormSessionBodySchema = z
  .object({ dateOfBirth: z.string().max(40) })
  .meta({ id: 'CoreReferenceEFormSessionBody' });
export type CoreReferenceEFormSessionBody = z.infer<typeof coreReferenceEFormSessionBodySchema>;

export const coreReferenceEFormSessionSchema = z
  .object({
    /** The `{id}` of the other EForms calls while the session lasts. */
    ticket: z.string(),
    /** Moved on by every call (idle time-out); never past the link's own expiry. */
    expiresAt: z.string(),
  })
  .meta({ id: 'CoreReferenceEFormSession' });
export type CoreReferenceEFormSession = z.infer<typeof coreReferenceEFormSessionSchema>;

/** An e-form session lasts this long after its last call. */
export const coreReferenceEFormSessionIdleMinutes = 30;

/**
 * The refusals of an e-form session, as the server words them (the apps word them again in their
 * language by these texts, which act as codes). A wrong or malformed date of birth and a locked
 * patient answer the portal sign-in's own messages.
 */
export const coreReferenceEFormSessionMessages = {
  /** 403: the ticket is unknown or past its time, or its link is no longer usable. */
  sessionEnded: 'Your session has ended. Enter the date of birth again to continue.',
  invalidDateOfBirth: 'Invalid date of birth. Please correct it and try again.',
  patientLocked:
    'Too many wrong dates of birth. Sign-in for this patient is locked; please try again in an hour.',
} as const;
