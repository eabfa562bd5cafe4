import { describe, expect, it } from 'vitest';
import { redactUrl } from './redactUrl';

describe('redactUrl', () => {
  it.each([
    ['/confirm/abc123', '/confirm/[redacted]'],
    ['/api/portal/Accesses/Patients/abc123', '/api/portal/Accesses/Patients/[redacted]'],
    ['/api/portal/Documents/Download/tok/42', '/api/portal/Documents/Download/[redacted]/42'],
    ['/waitlist/xyz?lang=es', '/waitlist/[redacted]?lang=es'],
    ['/api/portal/Waitlist/Offer/xyz/Accept', '/api/portal/Waitlist/Offer/[redacted]/Accept'],
    ['/api/core/Live?access_token=abc', '/api/core/Live?access_token=%5Bredacted%5D'],
    [
      '/api/portal/Patients/getCreditCardsByAccountNumber?accountNumber=1&lastName=Rivera&locationId=3',
      '/api/portal/Patients/getCreditCardsByAccountNumber?accountNumber=%5Bredacted%5D&lastName=%5Bredacted%5D&locationId=3',
    ],
    [
      '/api/portal/Patients/getSaveCardByAccountNumber/100231?lastName=Rivera',
      '/api/portal/Patients/getSaveCardByAccountNumber/[redacted]?lastName=%5Bredacted%5D',
    ],
    [
      '/api/core/PortalLogins?page=2&pageSize=50&searchPhrase=demo%40example.org',
      '/api/core/PortalLogins?page=2&pageSize=50&searchPhrase=%5Bredacted%5D',
    ],
    ['/api/core/Anything?newParameter=Alex', '/api/core/Anything?newParameter=%5Bredacted%5D'],
  ])('hides the secret in %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });

  it('leaves ordinary paths alone', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
