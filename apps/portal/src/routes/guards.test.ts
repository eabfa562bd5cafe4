import { describe, expect, it } from 'vitest';
import { type GuardSettings, guardRedirect, type RouteAccess } from './guards';

const all: GuardSettings = {
  newPatientRegistrationEnabled: true,
  appointmentRequestEnable: true,
  appointmentRequestNewPatientEnable: true,
};
const decide = (access: RouteAccess, signedIn: boolean, settings: GuardSettings | undefined = all) =>
  guardRedirect({ access, signedIn, settings });

describe('route guards (portal.md section 2)', () => {
  it('sends signed-in users away from sign-in, confirm, welcome and registration to /home', () => {
    for (const access of ['signedOut', 'welcome', 'registration'] as const) {
      expect(decide(access, true)).toBe('/home');
    }
  });

  it('continues a sign-in to the deep link the visitor opened signed out, and only sign-in does', () => {
    expect(
      guardRedirect({ access: 'signedOut', signedIn: true, settings: all, returnTo: '/waitlist/abc' }),
    ).toBe('/waitlist/abc');
    expect(
      guardRedirect({ access: 'welcome', signedIn: true, settings: all, returnTo: '/waitlist/abc' }),
    ).toBe('/home');
  });

  it('sends signed-out visitors from signed-in pages to /signin', () => {
    expect(decide('signedIn', false)).toBe('/signin');
    expect(decide('signedIn', true)).toBeNull();
    expect(decide('signedOut', false)).toBeNull();
  });

  it('sends welcome to /signin only when registration and appointment requests are both disabled', () => {
    expect(decide('welcome', false, { ...all, newPatientRegistrationEnabled: false })).toBeNull();
    expect(decide('welcome', false, { ...all, appointmentRequestEnable: false })).toBeNull();
    expect(
      decide('welcome', false, {
        ...all,
        newPatientRegistrationEnabled: false,
        appointmentRequestEnable: false,
      }),
    ).toBe('/signin');
  });

  it('follows the appointment request settings on new-appointment', () => {
    expect(decide('newAppointment', false)).toBeNull();
    expect(decide('newAppointment', true, { ...all, appointmentRequestEnable: false })).toBe('/signin');
    expect(decide('newAppointment', false, { ...all, appointmentRequestNewPatientEnable: false })).toBe(
      '/signin',
    );
    expect(decide('newAppointment', true, { ...all, appointmentRequestNewPatientEnable: false })).toBeNull();
  });

  it('sends registration to /welcome when registration is disabled', () => {
    expect(decide('registration', false, { ...all, newPatientRegistrationEnabled: false })).toBe('/welcome');
    expect(decide('registration', false)).toBeNull();
  });

  it('waits for the settings where a decision needs them', () => {
    const loading = (access: RouteAccess, signedIn: boolean) =>
      guardRedirect({ access, signedIn, settings: undefined });
    expect(loading('welcome', false)).toBe('wait');
    expect(loading('registration', false)).toBe('wait');
    expect(loading('newAppointment', true)).toBe('wait');
    expect(loading('signedIn', false)).toBe('/signin');
    expect(loading('welcome', true)).toBe('/home');
  });
});
