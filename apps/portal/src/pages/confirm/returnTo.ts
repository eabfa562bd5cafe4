/**
 * Where a signed-out visitor was going when the guard sent them to sign in (a waitlist offer
 * or a shared document from an e-mail), kept through /signin, the e-mailed link and /confirm.
 * In localStorage because the sign-in link usually opens in a new tab; it expires so that a
 * link left half-followed does not redirect a later sign-in.
 */
const storageKey = 'portal.returnTo';
const lifetimeMs = 60 * 60_000;

/** Only the e-mailed deep links of the signed-in portal, on this origin. */
const returnablePath = /^\/(?:waitlist|document|document_group)\/[A-Za-z0-9_-]+$/;

export function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  try {
    const url = new URL(path, window.location.origin);
    return url.origin === window.location.origin && returnablePath.test(url.pathname);
  } catch {
    return false;
  }
}

export function rememberReturnTo(path: string): void {
  if (!isSafeReturnPath(path)) return;
  localStorage.setItem(storageKey, JSON.stringify({ path, at: Date.now() }));
}

/** The remembered path, when still fresh and safe; null otherwise. */
export function peekReturnTo(): string | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { path, at } = stored as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || Date.now() - at > lifetimeMs) return null;
    return isSafeReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** Forgets the path once the visitor has reached it (or it no longer applies). */
export function forgetReturnTo(): void {
  localStorage.removeItem(storageKey);
}
