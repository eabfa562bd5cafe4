/** The sign-in messages of portal.md section 8, verbatim. */
export const invalidDateOfBirthMessage = 'Invalid date of birth. Please correct it and try again.';
/** Unknown, used, expired, revoked and dead links alike: nothing tells them apart. */
export const expiredLinkMessage = 'Expired link. Please request a new link and try again.';
/** Only for a valid link whose login has since been removed: it tells nothing new to its holder. */
export const emailNotFoundMessage = 'Email not found.';
/** Ours (the spec is silent): shown without looking at the date of birth, so it is no oracle. */
export const patientLockedMessage =
  'Too many wrong dates of birth. Sign-in for this patient is locked; please try again in an hour.';
