import { describe, expect, it } from 'vitest';
import { showsSignInBack } from './signInBack';

const flows = { appointmentRequestEnable: true, newPatientRegistrationEnabled: true };

describe('sign-in Back button', () => {
  it('shows whenever new-patient appointment requests are enabled', () => {
    expect(showsSignInBack({ ...flows, appointmentRequestNewPatientEnable: true })).toBe(true);
  });

  it('does not need the general appointment-request switch on as well', () => {
    const settings = { ...flows, appointmentRequestEnable: false, appointmentRequestNewPatientEnable: true };
    expect(showsSignInBack(settings)).toBe(true);
  });

  it('hides when new-patient requests are off, the welcome page is off, or the settings are not loaded', () => {
    expect(showsSignInBack({ ...flows, appointmentRequestNewPatientEnable: false })).toBe(false);
    const noWelcome = { appointmentRequestEnable: false, newPatientRegistrationEnabled: false };
    expect(showsSignInBack({ ...noWelcome, appointmentRequestNewPatientEnable: true })).toBe(false);
    expect(showsSignInBack(undefined)).toBe(false);
  });
});
