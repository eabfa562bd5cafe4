import { apiRequest } from '../api/httpClient';
import { endSession } from './endSession';

/** Signs out: the server revokes the session (best effort: offline still signs out here). */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/portal/Auth/Logout');
  } catch {
    // The token is forgotten below either way; an unreachable server cannot keep the session here.
  }
  endSession();
}
