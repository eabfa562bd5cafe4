import { useSyncExternalStore } from 'react';

/** portal.md section 3: the session token and the signed-in user live in localStorage. */
export const sessionStorageKey = 'portal-session';
export const userStorageKey = 'user';

/** The token's identity claim `sid` (JSON of identifiers only), also kept under `user`. */
export interface SessionUser {
  loginId: string;
  LocationId: string | null;
  Patient: { Id: string };
  email?: string;
  language?: 'en' | 'es';
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The user named by a token's `sid` claim, or null for a token that cannot be read. */
export function readSid(token: string): SessionUser | null {
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(token.split('.')[1] ?? ''));
    const sid = (payload as { sid?: unknown }).sid;
    const user: unknown = typeof sid === 'string' ? JSON.parse(sid) : null;
    const candidate = user as Partial<SessionUser> | null;
    if (!candidate || typeof candidate.loginId !== 'string' || typeof candidate.Patient?.Id !== 'string')
      return null;
    return {
      loginId: candidate.loginId,
      LocationId: candidate.LocationId ?? null,
      Patient: candidate.Patient,
    };
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return localStorage.getItem(sessionStorageKey);
}

export function getStoredUser(): SessionUser | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(userStorageKey) ?? 'null');
    return (stored as SessionUser | null) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a new token (sign-in, switching patient, a renewed token) and the user it names. */
export function setToken(token: string): void {
  const previous = getToken();
  localStorage.setItem(sessionStorageKey, token);
  const sid = readSid(token);
  const stored = getStoredUser();
  // A renewed token names the same user: keep what CurrentUser added (e-mail, language).
  const samePatient = stored && sid && stored.Patient.Id === sid.Patient.Id && stored.loginId === sid.loginId;
  if (sid && !samePatient) localStorage.setItem(userStorageKey, JSON.stringify(sid));
  if (previous !== token) notify();
}

/** Merges what GET Auth/CurrentUser says about the user into the stored one. */
export function storeUser(user: SessionUser): void {
  localStorage.setItem(userStorageKey, JSON.stringify(user));
}

export function clearSession(): void {
  const had = getToken() !== null;
  localStorage.removeItem(sessionStorageKey);
  localStorage.removeItem(userStorageKey);
  if (had) notify();
}

/** The selected patient's location, sent as the location header with every call. */
export function getLocationId(): string | null {
  return getStoredUser()?.LocationId ?? null;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Signing out or in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session token, re-rendering when it changes (sign-in, switch, sign-out, other tabs). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, getToken);
}
