/**
 * Set when the server ends a session (a 401: expired, revoked, signed out elsewhere), so that the
 * sign-in page the guard then shows says why, rather than the patient finding themselves signed
 * out without a word. Per tab (sessionStorage): another tab was not interrupted.
 */
const storageKey = 'portal.sessionEnded';

export function markSessionEnded(): void {
  sessionStorage.setItem(storageKey, '1');
}

export function wasSessionEnded(): boolean {
  return sessionStorage.getItem(storageKey) !== null;
}

/** Said once: a later visit to the sign-in page starts plain. */
export function forgetSessionEnded(): void {
  sessionStorage.removeItem(storageKey);
}
