import type { PortalProfile } from '@clinic/api-contract';
import type { PatientInfoDraft } from './requestWizardMachine';

/**
 * The "Your information" answers a signed-in patient starts with: their record's details. A record
 * without an e-mail takes the signed-in login's (the address the sign-in link went to), which
 * reaches the patient; the record's own e-mail wins when it has one.
 */
export function patientPrefillDraft(
  profile: PortalProfile,
  loginEmail: string | undefined,
): PatientInfoDraft {
  const recordEmail = profile.email?.trim() ?? '';
  return {
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    dateOfBirth: profile.dateOfBirth,
    email: recordEmail || (loginEmail ?? ''),
    phone: profile.phone ?? '',
    addressLine1: profile.addressLine1,
    addressLine2: profile.addressLine2,
    city: profile.city,
    state: profile.state,
    zip: profile.zip,
  };
}
