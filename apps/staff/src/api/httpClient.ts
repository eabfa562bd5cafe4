import { createHttpClient } from '@clinic/api-contract';
import { i18n } from '../i18n/i18n';
import { getSessionToken, markSessionEnded, setSessionToken } from '../session/sessionToken';

export { ApiError, genericErrorMessage, noConnectionMessage } from '@clinic/api-contract';

/** The sign-in call answers 401-free errors; any other 401 means the session is gone. */
const signInPath = '/api/core/Auth/Login';

export const httpClient = createHttpClient({
  getToken: getSessionToken,
  setToken: (token) => setSessionToken(token),
  // The staff app is in English (it has no language setting); printouts follow it.
  getLanguage: () => i18n.language,
  onUnauthorized: (path) => {
    if (path !== signInPath && getSessionToken()) {
      markSessionEnded();
      setSessionToken(null);
    }
  },
});

export function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  return httpClient.request<T>(method, path, body);
}
