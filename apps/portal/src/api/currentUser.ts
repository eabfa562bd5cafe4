import type { PortalAuthCurrentUser } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n, languageStorageKey } from '../i18n/i18n';
import { getSessionUser, storeUser } from '../session/sessionStore';
import { apiRequest } from './httpClient';
import { frameReadPaths } from './startupReads';

export const currentUserQueryKey = ['CurrentUser'] as const;

/** GET Auth/CurrentUser: the user, the login's patients and the current patient (loaded at start). */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: () => apiRequest<PortalAuthCurrentUser>('GET', frameReadPaths.currentUser),
    staleTime: 5 * 60_000,
  });
  const user = query.data?.user;
  useEffect(() => {
    // Only while the session still acts for this patient (a switch may have happened meanwhile).
    if (user && getSessionUser()?.Patient.Id === user.Patient.Id) storeUser(user);
    // A device that never chose a language takes the login's (the one its e-mails are in).
    if (user && localStorage.getItem(languageStorageKey) === null && user.language !== i18n.language)
      void i18n.changeLanguage(user.language);
  }, [user]);
  return query;
}
