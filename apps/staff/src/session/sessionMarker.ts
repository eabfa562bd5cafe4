/**
 * The staff session token, kept in localStorage under `staff-session` so that a reload keeps
 * the user signed in. A tiny external store: the guard and the layout re-render when it changes
 * (sign-in, sign-out, a 401, another tab signing out).
 */
export const sessionStorageKey = 'staff-session';

type Listener = () => void;
const listeners = new Set<Listener>();

export function getSessionToken(): string | null {
  return localStorage.getItem(sessionStorageKey);
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setSessionToken(token: string | null): void {
  if (token === getSessionToken()) return;
  if (token) localStorage.setItem(sessionStorageKey, token);
  else localStorage.removeItem(sessionStorageKey);
  notify();
}

export function subscribeSessionToken(listener: Listener): () => void {
  // Another tab signing out (or in) applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionStorageKey) listener();
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
