import type { Page } from '@playwright/test';

/**
 * Signing a page in as the apps themselves are signed in (docs/decisions.md "Hardening: sessions
 * in HttpOnly cookies"): the session token in an HttpOnly cookie of the server's origin, which no
 * page script can read, and the app's non-secret marker in localStorage that says who is signed in.
 */

/** The session cookies as a plain-http server names them (server/src/auth/sessionCookies.ts). */
export const sessionCookieNames = { portal: 'portal_session', staff: 'staff_session' } as const;

/** What the apps' HTTP client sends with every call: page.request with it is signed in by the cookie. */
export const appRequestHeaders = { 'X-Clinic-App': '1' } as const;

/** The portal's marker: the session's identifiers under `user` (apps/portal/src/session/sessionStore.ts). */
export const portalMarkerKey = 'user';
/** The staff app's marker: the user's id (apps/staff/src/session/sessionMarker.ts). */
export const staffMarkerKey = 'staff-signed-in';

/**
 * Puts a session token in the page's browser context as the server would set it: HttpOnly,
 * SameSite=Strict, for the whole origin.
 */
export async function storeSessionCookie(
  page: Page,
  origin: string,
  name: string,
  token: string,
): Promise<void> {
  await page.context().addCookies([{ name, value: token, url: origin, httpOnly: true, sameSite: 'Strict' }]);
}

/**
 * Writes an app's marker from /api/health, a tiny same-origin page, so no app boots just to be
 * left: the caller's next `goto` is the first page the app renders, already signed in.
 */
export async function storeSessionMarker(page: Page, key: string, value: string): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
}
