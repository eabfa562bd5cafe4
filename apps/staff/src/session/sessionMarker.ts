/**
 * Who is signed in on this device: the staff user's id, kept in localStorage under
 * `staff-signed-in`. The session token itself is in an HttpOnly cookie no script can read
 * (docs/decisions.md "Hardening: sessions in HttpOnly cookies"); this non-secret marker lets the
 * guard decide without a round trip, survives a reload, and tells other tabs about sign-in and
 * sign-out. A session the server ended shows as a 401, which clears it. A tiny external store: the
 * guard and the layout re-render when it changes.
 */
export const signedInStorageKey = 'staff-signed-in';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The signed-in staff user's id, or null. */
export function getSignedInUserId(): string | null {
  return localStorage.getItem(signedInStorageKey);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Marks a session of `userId` started (the server has set its cookie), or ended with null. */
export function setSignedInUserId(userId: string | null): void {
  if (userId === getSignedInUserId()) return;
  if (userId) localStorage.setItem(signedInStorageKey, userId);
  else localStorage.removeItem(signedInStorageKey);
  notify();
}

export function subscribeSignedIn(listener: Listener): () => void {
  // Another tab signing out (or in) applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === signedInStorageKey || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Set when the server ended the session (a 401), so sign-in can say why the user is there. */
const endedKey = 'staff-session-ended';

export function markSessionEnded(): void {
  sessionStorage.setItem(endedKey, '1');
}

/** Whether the last session was ended by the server; reading it clears the mark. */
export function takeSessionEnded(): boolean {
  const ended = sessionStorage.getItem(endedKey) === '1';
  sessionStorage.removeItem(endedKey);
  return ended;
}
