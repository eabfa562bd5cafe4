import type { SystemSettings } from '@clinic/api-contract';
import { welcomeIsShown } from '../../routes/guards';

/**
 * portal.md section 2 "Sign-in": a Back button (to /welcome) whenever new-patient appointment
 * requests are enabled, whatever the general appointment-request switch says (it used to need
 * both); not when the welcome page itself is off (both request flows disabled), which would send
 * the patient straight back here.
 */
export function showsSignInBack(
  settings:
    | Pick<
        SystemSettings,
        'appointmentRequestNewPatientEnable' | 'appointmentRequestEnable' | 'newPatientRegistrationEnabled'
      >
    | undefined,
): boolean {
  return settings?.appointmentRequestNewPatientEnable === true && welcomeIsShown(settings);
}
