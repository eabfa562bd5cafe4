import { z } from 'zod';
import type { ServerMessageCode } from './serverMessageCodes';
import { serverMessagesEnglish } from './serverMessagesEnglish';

/**
 * A body's own rules beyond a field's type (zod refinements): coded so the server words them in
 * the caller's language (server/src/app/validationIssueText.ts) like its other refusals.
 */
export const validationRefusalCodes = [
  'unknownTimeZone',
  'insuranceDetailsMissing',
  'cancelReasonMissing',
  'endTimeBeforeStart',
  'endDateBeforeStart',
  'noteReasonMissing',
  'writeOffRaisesBalance',
  'documentOrGroupRequired',
  'episodeOrPatientRequired',
] as const;
export const validationRefusalCodeSchema = z.enum(validationRefusalCodes);
export type ValidationRefusalCode = z.infer<typeof validationRefusalCodeSchema>;

/** A refinement's options for a coded rule: its English text, and its code for the server to word. */
export function codedIssue(code: ValidationRefusalCode & ServerMessageCode): {
  message: string;
  params: { code: ValidationRefusalCode };
} {
  return { message: serverMessagesEnglish[code], params: { code } };
}
