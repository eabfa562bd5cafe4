import { apiRequest } from '../api/httpClient';
import { endSession } from './endSession';

/** Signs out: the server revokes the session and drops its cookie (best effort: offline still signs out here). */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/portal/Auth/Logout');
  } catch {
    // The session is forgotten below either way; an unreachable server cannot keep it here.
  }
  endSession();
}
