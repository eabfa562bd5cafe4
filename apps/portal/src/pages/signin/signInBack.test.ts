import { describe, expect, it } from 'vitest';
import { showsSignInBack } from './signInBack';

describe('sign-in Back button', () => {
  it('shows whenever new-patient appointment requests are enabled', () => {
    expect(showsSignInBack({ appointmentRequestNewPatientEnable: true })).toBe(true);
  });

  it('does not need the general appointment-request switch on as well', () => {
    const settings = { appointmentRequestEnable: false, appointmentRequestNewPatientEnable: true };
    expect(showsSignInBack(settings)).toBe(true);
  });

  it('hides when new-patient requests are off, or the settings are not loaded', () => {
    expect(showsSignInBack({ appointmentRequestNewPatientEnable: false })).toBe(false);
    expect(showsSignInBack(undefined)).toBe(false);
  });
});
