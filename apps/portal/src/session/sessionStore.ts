import type { PortalAuthSessionUser } from '@clinic/api-contract';
import { useSyncExternalStore } from 'react';

/**
 * Who is signed in on this device, kept in localStorage under `user` (portal.md section 3). The
 * session token itself is in an HttpOnly cookie no script can read (docs/decisions.md "Hardening:
 * sessions in HttpOnly cookies"); this record is the non-secret marker that says a session was
 * started, names its patient for the guards and the location header, and tells other tabs about
 * sign-in, switching patient and sign-out. A session the server ended shows as a 401, which clears it.
 */
export const userStorageKey = 'user';

/** The session's identifiers, plus what GET Auth/CurrentUser adds. */
export interface SessionUser extends PortalAuthSessionUser {
  email?: string;
  language?: 'en' | 'es';
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSessionUser(): SessionUser | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(userStorageKey) ?? 'null');
    return (stored as SessionUser | null) ?? null;
  } catch {
    return null;
  }
}

export function isSignedIn(): boolean {
  return localStorage.getItem(userStorageKey) !== null;
}

/** A new session (sign-in, switching patient): the server has set its cookie. */
export function startSession(user: PortalAuthSessionUser): void {
  localStorage.setItem(userStorageKey, JSON.stringify(user));
  notify();
}

/** Merges what GET Auth/CurrentUser says about the user into the stored one. */
export function storeUser(user: SessionUser): void {
  localStorage.setItem(userStorageKey, JSON.stringify(user));
}

export function clearSession(): void {
  if (!isSignedIn()) return;
  localStorage.removeItem(userStorageKey);
  notify();
}

/** The selected patient's location, sent as the location header with every call. */
export function getLocationId(): string | null {
  return getSessionUser()?.LocationId ?? null;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Signing in, switching or signing out in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === userStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a session is on, re-rendering when that changes (sign-in, sign-out, other tabs). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedIn);
}
