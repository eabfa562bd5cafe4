import { z } from 'zod';

/** Why a portal sign-in (link, date of birth) was refused: nothing tells an attacker more than the text did. */
export const signInRefusalCodes = [
  /** portal.md section 5: the date of birth does not match (or is not a date). */
  'invalidDateOfBirth',
  /** Too many wrong dates of birth: sign-in for the patient is locked for an hour. */
  'patientLocked',
  /** Unknown, used, expired, revoked and dead links alike. */
  'expiredLink',
  /** A valid link whose login has since been removed. */
  'emailNotFound',
  /** An e-form link's session (after its date of birth) ended: the date of birth is asked again. */
  'eFormSessionEnded',
] as const;
export const signInRefusalCodeSchema = z.enum(signInRefusalCodes);
export type SignInRefusalCode = z.infer<typeof signInRefusalCodeSchema>;
