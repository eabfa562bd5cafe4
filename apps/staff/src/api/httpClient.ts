import { createHttpClient } from '@clinic/api-contract';
import { getSignedInUserId, markSessionEnded, setSignedInUserId } from '../session/sessionMarker';

export { ApiError, genericErrorMessage, noConnectionMessage } from '@clinic/api-contract';

/** The sign-in call answers 401-free errors; any other 401 means the session is gone. */
const signInPath = '/api/core/Auth/Login';

/** The staff app's client: the session cookie goes with every call; a 401 ends the session here. */
export const httpClient = createHttpClient({
  // The language chosen in the user menu (English or Spanish): server refusals and printouts follow it.
  // i18n keeps the page's lang in step with the app's language; read at call time, so importing
  // the client sets up no i18n (pure modules' tests run without a DOM).
  getLanguage: () => document.documentElement.lang,
  onUnauthorized: (path) => {
    if (path !== signInPath && getSignedInUserId()) {
      markSessionEnded();
      setSignedInUserId(null);
    }
  },
});

export function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  return httpClient.request<T>(method, path, body);
}
