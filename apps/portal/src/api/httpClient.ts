import { createHttpClient } from '@clinic/api-contract';

export { ApiError, genericErrorMessage, noConnectionMessage } from '@clinic/api-contract';

/**
 * The portal's client. Token storage and 401 handling are wired by the session module
 * (portal.md section 9: the token lives in localStorage under `portal-session`).
 */
export const sessionStorageKey = 'portal-session';

export const httpClient = createHttpClient({
  getToken: () => localStorage.getItem(sessionStorageKey),
  setToken: (token) => localStorage.setItem(sessionStorageKey, token),
});

export function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  return httpClient.request<T>(method, path, body);
}
