import { useEffect } from 'react';
import { useCurrentUser } from '../../api/currentUser';
import { useProfile } from '../../api/profile';
import { patientPrefillDraft } from './patientPrefillDraft';
import type { PatientInfoDraft } from './requestWizardMachine';

export interface PatientPrefillProps {
  apply(patch: Partial<PatientInfoDraft>): void;
}

/**
 * Gives the signed-in patient's details to `apply` once the profile and the current user (whose
 * login e-mail stands in for a record without one) have loaded. A component rather than a hook so
 * that anonymous visitors never call the signed-in APIs.
 */
export function PatientPrefill({ apply }: PatientPrefillProps) {
  const { data: profile } = useProfile();
  const currentUser = useCurrentUser();
  // Waiting for the user too applies the details once, never over what the patient typed meanwhile;
  // a failed CurrentUser only loses the fallback.
  const loginEmail = currentUser.isPending ? null : currentUser.data?.user.email;
  // biome-ignore lint/correctness/useExhaustiveDependencies: apply once per loaded profile, not per render.
  useEffect(() => {
    if (!profile || loginEmail === null) return;
    apply(patientPrefillDraft(profile, loginEmail));
  }, [profile, loginEmail]);
  return null;
}
