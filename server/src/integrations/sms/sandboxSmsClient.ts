import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { smsSandboxMessages } from '../../db/schema';
import { type SmsClient, SmsRefused } from './smsClient';

/**
 * Test numbers, like Twilio's magic numbers: texting `invalid` is refused for good (Twilio's
 * 21211), texting `outage` fails as a service that is down (503), so retries and dead letters
 * can be seen working.
 */
export const sandboxSmsNumbers = { from: '+15005550006', invalid: '+15005550001', outage: '+15005550003' };

/**
 * The built-in SMS service: accepts every message (to any other number) and keeps it in
 * `sms_sandbox_messages`, where tests and a demo read what the patient would have received.
 */
export function createSandboxSmsClient(db: Database): SmsClient {
  return {
    async send(message) {
      if (message.to === sandboxSmsNumbers.invalid) {
        throw new SmsRefused('Twilio answered 400 (error 21211)');
      }
      if (message.to === sandboxSmsNumbers.outage) throw new Error('Twilio answered 503');
      const sid = `SM${randomBytes(16).toString('hex')}`;
      await db
        .insert(smsSandboxMessages)
        .values({ sid, to: message.to, from: sandboxSmsNumbers.from, body: message.body });
      return { sid };
    },
  };
}
