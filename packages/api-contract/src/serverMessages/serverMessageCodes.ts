import { z } from 'zod';
import { appointmentChangeRefusalCodes } from '../appointments/appointmentChanges';
import { documentRefusalCodes, uploadRefusalCodes } from './documentCodes';
import { generalRefusalCodes } from './generalCodes';
import { paymentRefusalCodes } from './paymentCodes';
import { schedulingRefusalCodes, waitlistRefusalCodes } from './schedulingCodes';
import { signInRefusalCodes } from './signInCodes';

/**
 * Every code an ErrorReply may carry (docs/decisions.md "Server messages as codes"): the apps
 * keep a text per code and language (`Record<ServerMessageCode, string>`), so a new code fails
 * their builds until it is worded. Codes are unique across the groups.
 */
export const serverMessageCodes = [
  ...appointmentChangeRefusalCodes,
  ...signInRefusalCodes,
  ...paymentRefusalCodes,
  ...schedulingRefusalCodes,
  ...waitlistRefusalCodes,
  ...documentRefusalCodes,
  ...uploadRefusalCodes,
  ...generalRefusalCodes,
] as const;
export const serverMessageCodeSchema = z.enum(serverMessageCodes);
export type ServerMessageCode = z.infer<typeof serverMessageCodeSchema>;

/** The code of a reply when this client knows it; an older client meets newer codes, a newer one older servers. */
export function knownServerMessageCode(code: string | undefined): ServerMessageCode | undefined {
  const parsed = serverMessageCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : undefined;
}
