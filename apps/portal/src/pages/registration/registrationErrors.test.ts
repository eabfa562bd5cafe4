import { describe, expect, it } from 'vitest';
import { initialWizardState } from '../newAppointment/requestWizardMachine';
import { shownErrors } from '../newAppointment/shownErrors';
import { type RegistrationForm, registrationErrors } from './registrationErrors';

const today = '2026-11-27';
const blank = initialWizardState().data;
const filled: RegistrationForm = {
  locationId: 'l1',
  info: {
    ...blank.patientInfo,
    firstName: 'Robin',
    lastName: 'Park',
    dateOfBirth: '1992-06-01',
    email: 'robin@example.org',
    phone: '(614) 555-0199',
    state: 'OH',
    zip: '43215',
  },
  insurance: { ...blank.insurance, hasInsurance: false },
};
const states = new Set(['OH', 'OR']);

describe('registrationErrors', () => {
  it('accepts a complete registration', () => {
    expect(registrationErrors(filled, today, states)).toEqual({});
  });

  it('refuses a short ZIP, a State outside the catalogue and a future date of birth', () => {
    const form = {
      ...filled,
      info: { ...filled.info, zip: '9723', state: 'Ohio', dateOfBirth: '2027-01-01' },
    };
    expect(registrationErrors(form, today, states)).toEqual({
      zip: 'wizard.errors.zip',
      state: 'wizard.errors.state',
      dateOfBirth: 'dateOfBirth.future',
    });
  });

  it('takes the messages of fixed fields away at once (with shownErrors)', () => {
    const empty: RegistrationForm = { locationId: '', info: blank.patientInfo, insurance: blank.insurance };
    const shown = registrationErrors(empty, today, states);
    expect(shown.locationId).toBe('wizard.errors.chooseLocation');
    expect(shown.firstName).toBe('wizard.errors.required');
    const fixed = { ...empty, locationId: 'l1', info: { ...empty.info, firstName: 'Robin' } };
    const after = shownErrors(shown, registrationErrors(fixed, today, states));
    expect(after.locationId).toBeUndefined();
    expect(after.firstName).toBeUndefined();
    expect(after.lastName).toBe('wizard.errors.required');
  });
});
