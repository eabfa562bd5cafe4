import type { SystemSettings } from '@clinic/api-contract';

/**
 * The route guards of portal.md section 2 as pure decisions: each answers where a visitor
 * goes instead, null to stay, or 'wait' while the settings a decision needs are loading.
 */

/** Who may open a route. */
export type RouteAccess =
  /** welcome: signed-out only; goes to /signin when both request flows are disabled. */
  | 'welcome'
  /** signin and confirm: signed-out only. */
  | 'signedOut'
  /** new-patient registration pages: signed-out only, while registration is enabled. */
  | 'registration'
  /** the appointment request wizard: anyone, as the settings allow. */
  | 'newAppointment'
  /** pages anyone may open (the request's thank-you page). */
  | 'open'
  /** everything else: signed-in only. */
  | 'signedIn';

export type GuardSettings = Pick<
  SystemSettings,
  'newPatientRegistrationEnabled' | 'appointmentRequestEnable' | 'appointmentRequestNewPatientEnable'
>;

export interface GuardInput {
  access: RouteAccess;
  signedIn: boolean;
  /** Undefined while loading. */
  settings: GuardSettings | undefined;
  /** Where sign-in continues instead of /home: the deep link a signed-out visitor opened. */
  returnTo?: string | null;
}

export type GuardDecision = string | null | 'wait';

/** The welcome page stands while either request flow (registration, appointment requests) is enabled. */
export function welcomeIsShown(
  settings: Pick<GuardSettings, 'newPatientRegistrationEnabled' | 'appointmentRequestEnable'>,
): boolean {
  return settings.newPatientRegistrationEnabled || settings.appointmentRequestEnable;
}

export function guardRedirect({ access, signedIn, settings, returnTo }: GuardInput): GuardDecision {
  switch (access) {
    case 'signedIn':
      return signedIn ? null : '/signin';
    case 'open':
      return null;
    case 'signedOut':
      return signedIn ? (returnTo ?? '/home') : null;
    case 'welcome':
      if (signedIn) return '/home';
      if (!settings) return 'wait';
      return welcomeIsShown(settings) ? null : '/signin';
    case 'registration':
      if (signedIn) return '/home';
      if (!settings) return 'wait';
      return settings.newPatientRegistrationEnabled ? null : '/welcome';
    case 'newAppointment':
      if (!settings) return 'wait';
      if (!settings.appointmentRequestEnable) return '/signin';
      return !signedIn && !settings.appointmentRequestNewPatientEnable ? '/signin' : null;
  }
}
