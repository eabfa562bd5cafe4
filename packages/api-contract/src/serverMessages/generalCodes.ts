import { z } from 'zod';

/** Refusals any call may meet: limits, the profile's change requests, and the client's own failure. */
export const generalRefusalCodes = [
  /** params.seconds: how long to wait before trying again (rounded up). */
  'tooManyRequests',
  'noProfileChanges',
  /** Staff decided a profile change request someone had already applied or rejected. */
  'changeRequestAlreadyReviewed',
  /** A stored request whose values no longer pass the profile's rules (edited by hand). */
  'changeRequestNotApplicable',
  /** Text reminders asked for while the profile holds no mobile number a text can reach. */
  'smsNeedsPhone',
  /**
   * Made by the HTTP client, never sent: the server did not answer (no network, time-out).
   * portal.md section 8: 'No connection with resources'.
   */
  'noConnection',
] as const;
export const generalRefusalCodeSchema = z.enum(generalRefusalCodes);
export type GeneralRefusalCode = z.infer<typeof generalRefusalCodeSchema>;
