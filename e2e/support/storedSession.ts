import type { Page } from '@playwright/test';

/**
 * Stores a session token where the apps keep it (localStorage of the server's origin). The token is
 * written from /api/health, a tiny same-origin page, so no app boots just to be left: the caller's
 * next `goto` is the first page the app renders, already signed in.
 */
export async function storeSessionToken(page: Page, storageKey: string, token: string): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKey, token] as const);
}
