import { forgetPatientData } from '../app/queryClient';
import { clearSession } from './sessionStore';

/** Ends the session on this device: the token, the user and every patient's cached data go. */
export function endSession(): void {
  clearSession();
  forgetPatientData();
}

/** portal.md section 8: a 401 signs out, except on the sign-in and confirm pages. */
export function isSignInPath(pathname: string): boolean {
  return pathname === '/signin' || pathname.startsWith('/confirm/') || pathname === '/confirm';
}
