import type { PortalAuthTokenReply } from '@clinic/api-contract';
import { apiRequest } from '../api/httpClient';
import { reloadPatientData } from '../app/queryClient';
import { setToken } from './sessionStore';

/** Acts for another patient of the login, confirmed with their date of birth (YYYY-MM-DD). */
export async function switchPatient(patientId: string, dateOfBirth: string): Promise<void> {
  const { token } = await apiRequest<PortalAuthTokenReply>('POST', '/api/portal/Auth/LoginWithNewPatient', {
    patientId,
    dateOfBirth,
  });
  setToken(token);
  reloadPatientData();
}
