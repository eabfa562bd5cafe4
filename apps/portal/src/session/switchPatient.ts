import type { PortalAuthSignInReply } from '@clinic/api-contract';
import { apiRequest } from '../api/httpClient';
import { dropStartupReads } from '../api/startupReads';
import { reloadPatientData } from '../app/queryClient';
import { startSession } from './sessionStore';

/**
 * Acts for another patient of the login, confirmed with their date of birth (YYYY-MM-DD). The
 * server sets the new session's cookie; the reply names the patient.
 */
export async function switchPatient(patientId: string, dateOfBirth: string): Promise<void> {
  const { user } = await apiRequest<PortalAuthSignInReply>('POST', '/api/portal/Auth/LoginWithNewPatient', {
    patientId,
    dateOfBirth,
  });
  startSession(user);
  dropStartupReads();
  reloadPatientData();
}
