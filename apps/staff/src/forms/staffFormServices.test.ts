import type { StaffUser } from '@clinic/api-contract';
import { describe, expect, it } from 'vitest';
import { toFormUser } from './staffFormServices';

const user: StaffUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'maya@example.org',
  firstName: 'Maya',
  middleName: '',
  lastName: 'Chen',
  credentials: 'LCSW',
  roles: ['staff'],
  advancedOptions: false,
  signature: 'data:image/png;base64,AAAA',
  doseSpotAccess: false,
};

describe('toFormUser', () => {
  it('names the staff member with credentials and offers their saved signature', () => {
    expect(toFormUser(user)).toEqual({
      type: 'staff',
      name: 'Maya Chen, LCSW',
      signatureDataUrl: user.signature,
    });
  });
  it('marks tech staff', () => {
    expect(toFormUser({ ...user, roles: ['staff', 'techStaff'] }).type).toBe('techStaff');
  });
});
