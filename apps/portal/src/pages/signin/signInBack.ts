import type { SystemSettings } from '@clinic/api-contract';

/**
 * portal.md section 2 "Sign-in": a Back button whenever new-patient appointment requests are
 * enabled, whatever the general appointment-request switch says (it used to need both).
 */
export function showsSignInBack(
  settings: Pick<SystemSettings, 'appointmentRequestNewPatientEnable'> | undefined,
): boolean {
  return settings?.appointmentRequestNewPatientEnable === true;
}
