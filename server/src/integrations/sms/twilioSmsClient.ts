import { type SmsClient, SmsRefused } from './smsClient';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or Messaging Service SID ("MG..."). */
  from: string;
  /** Tests point it at a local server; Twilio's own otherwise. */
  baseUrl?: string;
}

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic
 * auth). A 4xx is a refusal for good (21211 invalid number, 21610 opted out), except 429; a 5xx,
 * a 429 or no answer is tried again by the job's retries. The token is never logged or thrown.
 */
export function createTwilioSmsClient(settings: TwilioSettings): SmsClient {
  const base = settings.baseUrl ?? 'https://api.twilio.com';
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  const sender = settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, [sender]: settings.from, Body: message.body }),
        signal: AbortSignal.timeout(15_000),
      });
      const reply = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown };
      if (response.ok && typeof reply.sid === 'string') return { sid: reply.sid };
      // Twilio's error code only: its message may quote the number.
      const what = `Twilio answered ${response.status}${typeof reply.code === 'number' ? ` (error ${reply.code})` : ''}`;
      if (response.status >= 400 && response.status < 500 && response.status !== 429)
        throw new SmsRefused(what);
      throw new Error(what);
    },
  };
}
