import type { AppDeps } from '../../app/appInstance';
import { createSandboxSmsClient } from './sandboxSmsClient';
import type { SmsClient } from './smsClient';
import { createTwilioSmsClient } from './twilioSmsClient';

/** Per app (keyed by its deps object), so parallel test apps never share one. */
const installed = new WeakMap<AppDeps, SmsClient>();

/** Replaces the app's SMS client (tests). Call before the first message. */
export function installSmsClient(deps: AppDeps, client: SmsClient): void {
  installed.set(deps, client);
}

/** The SMS service the settings choose (SMS_PROVIDER): the sandbox unless Twilio is named with its keys. */
export function smsClientOf(deps: AppDeps): SmsClient {
  let client = installed.get(deps);
  if (!client) {
    const chosen = deps.config.sms;
    client = chosen.kind === 'twilio' ? createTwilioSmsClient(chosen) : createSandboxSmsClient(deps.db);
    installed.set(deps, client);
  }
  return client;
}
