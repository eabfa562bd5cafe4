import { createHttpClient } from '@clinic/api-contract';
import { endSession, isSignInPath } from '../session/endSession';
import { markSessionEnded } from '../session/sessionEndedNotice';
import { getLocationId, isSignedIn } from '../session/sessionStore';
import { takeStartupRead } from './startupReads';

export { ApiError, genericErrorMessage, noConnectionMessage } from '@clinic/api-contract';

/** The portal's client: the session cookie, the location header from the session, 401 signs out. */
export const httpClient = createHttpClient({
  getLocationId,
  // Printouts and PDFs are worded in the language the patient chose.
  // i18n keeps the page's lang in step with the app's language; read at call time, so importing
  // the client sets up no i18n (pure modules' tests run without a DOM).
  getLanguage: () => document.documentElement.lang,
  onUnauthorized: () => {
    if (isSignInPath(window.location.pathname)) return;
    if (isSignedIn()) markSessionEnded();
    endSession();
  },
});

export function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  return (method === 'GET' && takeStartupRead<T>(path)) || httpClient.request<T>(method, path, body);
}
