import { createHttpClient } from '@clinic/api-contract';
import { getSessionToken, markSessionEnded, setSessionToken } from '../session/sessionToken';

export { ApiError, genericErrorMessage, noConnectionMessage } from '@clinic/api-contract';

/** The sign-in call answers 401-free errors; any other 401 means the session is gone. */
const signInPath = '/api/core/Auth/Login';

export const httpClient = createHttpClient({
  getToken: getSessionToken,
  setToken: (token) => setSessionToken(token),
  // The staff app is in English (it has no language setting); printouts follow it.
  // i18n keeps the page's lang in step with the app's language; read at call time, so importing
  // the client sets up no i18n (pure modules' tests run without a DOM).
  getLanguage: () => document.documentElement.lang,
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
