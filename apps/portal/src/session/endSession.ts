import { dropStartupReads } from '../api/startupReads';
import { clearSession } from './sessionStore';

/** Ends the session on this device: the user and every patient's cached data go (the server drops the cookie). */
export function endSession(): void {
  clearSession();
  dropStartupReads();
  // The query cache is not part of the first page's code: load it only to empty it (when no
  // page loaded it yet there is nothing to forget, and the import is already resolved otherwise).
  void import('../app/queryClient').then(({ forgetPatientData }) => forgetPatientData());
}

/** portal.md section 8: a 401 signs out, except on the sign-in and confirm pages. */
export function isSignInPath(pathname: string): boolean {
  return pathname === '/signin' || pathname.startsWith('/confirm/') || pathname === '/confirm';
}
