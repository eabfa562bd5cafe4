import { addressErrors } from '../newAppointment/addressRules';
import {
  type InsuranceDraft,
  insuranceErrors,
  type PatientInfoDraft,
  patientInfoErrors,
} from '../newAppointment/requestWizardMachine';

/** What the registration form holds. */
export interface RegistrationForm {
  locationId: string;
  info: PatientInfoDraft;
  insurance: InsuranceDraft;
}

/**
 * Every problem of the registration on `today` (YYYY-MM-DD): the wizard's rules for the person
 * and the insurance, a location, and the State checked against Catalog/States (`knownStates`).
 */
export function registrationErrors(
  form: RegistrationForm,
  today: string,
  knownStates?: ReadonlySet<string>,
): Record<string, string> {
  return {
    ...(form.locationId ? {} : { locationId: 'wizard.errors.chooseLocation' }),
    ...patientInfoErrors(form.info, today),
    ...addressErrors(form.info, knownStates),
    ...insuranceErrors(form.insurance, today),
  };
}
