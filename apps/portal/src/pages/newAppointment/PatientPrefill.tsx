import { useEffect } from 'react';
import { useProfile } from '../../api/profile';
import type { PatientInfoDraft } from './requestWizardMachine';

export interface PatientPrefillProps {
  apply(patch: Partial<PatientInfoDraft>): void;
}

/**
 * Gives the signed-in patient's details to `apply` once the profile has loaded. A component
 * rather than a hook so that anonymous visitors never call the signed-in Profile API.
 */
export function PatientPrefill({ apply }: PatientPrefillProps) {
  const { data } = useProfile();
  // biome-ignore lint/correctness/useExhaustiveDependencies: apply once per loaded profile, not per render.
  useEffect(() => {
    if (!data) return;
    apply({
      firstName: data.firstName,
      middleName: data.middleName,
      lastName: data.lastName,
      dateOfBirth: data.dateOfBirth,
      email: data.email ?? '',
      phone: data.phone ?? '',
      addressLine1: data.addressLine1,
      addressLine2: data.addressLine2,
      city: data.city,
      state: data.state,
      zip: data.zip,
    });
  }, [data]);
  return null;
}
