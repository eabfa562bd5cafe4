import type { StaffUser } from '@clinic/api-contract';
import type { FormServices, FormUser } from '@clinic/forms-react';
import { httpClient } from '../api/httpClient';
import { HttpClinicalDataClient } from '../api/httpClinicalDataClient';
import { staffDisplayName } from '../session/staffDisplayName';

export function toFormUser(user: StaffUser): FormUser {
  return {
    type: user.roles.includes('techStaff') ? 'techStaff' : 'staff',
    name: staffDisplayName(user),
    signatureDataUrl: user.signature,
  };
}

/**
 * What forms filled in the staff app get from outside: the signed-in user and api/core's
 * clinical data. Screens add what depends on the document (patient, episode, autofill...).
 */
export function staffFormServices(user: StaffUser): FormServices {
  return { segment: 'core', user: toFormUser(user), clinical: new HttpClinicalDataClient(httpClient) };
}
