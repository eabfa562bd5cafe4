/** One text message, to an E.164 number ("+16145550199"). */
export interface SmsMessage {
  to: string;
  body: string;
}

/** A text-message service (Twilio's Messages API, or the sandbox that behaves like it). */
export interface SmsClient {
  /** Resolves with the service's message id once it accepted the message. */
  send(message: SmsMessage): Promise<{ sid: string }>;
}

/** The service refused the message for good (an invalid number, a number that opted out): no retry helps. */
export class SmsRefused extends Error {}

/**
 * A patient's phone as E.164, or null when it cannot be one: the clinic's numbers are North
 * American ("(614) 555-0199"), and a number written with "+" is taken as given.
 */
export function toE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
