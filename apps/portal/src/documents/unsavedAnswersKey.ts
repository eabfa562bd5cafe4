import { getSessionUser } from '../session/sessionStore';

/**
 * Where a document's answers that could not be saved are kept on this device (forms-react's
 * unsavedAnswers): per portal login and document, so another login signing in on the same
 * browser never gets them. Undefined when no one is signed in: nothing is kept then.
 */
export function unsavedAnswersKey(documentId: string): string | undefined {
  const loginId = getSessionUser()?.loginId;
  return loginId ? `portal:${loginId}:${documentId}` : undefined;
}
