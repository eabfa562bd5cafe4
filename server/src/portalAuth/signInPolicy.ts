/** Sign-in limits (issue 5). */
export const signInLinkLifetimeMs = 15 * 60_000;
/** Wrong dates of birth a link survives; at this many it is dead. */
export const maxLinkFailures = 5;
/** Wrong dates of birth for one patient within `patientFailureWindowMs` that lock the patient. */
export const patientFailuresBeforeLock = 10;
export const patientFailureWindowMs = 24 * 60 * 60_000;
export const patientLockMs = 60 * 60_000;
