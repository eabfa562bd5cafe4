import type { PortalProfile } from '@clinic/api-contract';
import { describe, expect, it } from 'vitest';
import { patientPrefillDraft } from './patientPrefillDraft';

const profile: PortalProfile = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  accountNumber: '1001',
  firstName: 'Jordan',
  middleName: '',
  lastName: 'Lee',
  dateOfBirth: '1985-01-20',
  sex: 'Female',
  gender: '',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: null,
  email: null,
  preferredLanguage: 'en',
  smsRemindersOptedInAt: null,
};

describe('patientPrefillDraft', () => {
  it("fills the e-mail with the login's when the record has none", () => {
    expect(patientPrefillDraft(profile, 'signin@example.org')).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Lee',
      dateOfBirth: '1985-01-20',
      email: 'signin@example.org',
      phone: '',
    });
    expect(patientPrefillDraft({ ...profile, email: '  ' }, 'signin@example.org').email).toBe(
      'signin@example.org',
    );
  });

  it("keeps the record's own e-mail over the login's", () => {
    expect(patientPrefillDraft({ ...profile, email: 'record@example.org' }, 'signin@example.org').email).toBe(
      'record@example.org',
    );
  });

  it('leaves the e-mail empty when neither is known', () => {
    expect(patientPrefillDraft(profile, undefined).email).toBe('');
  });
});
