import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { StaffUserProvider } from '../session/StaffUserContext';
import { useCurrentUserQuery, useSignedInUserId } from '../session/useSession';
import { RouteErrorPage } from './RouteErrorPage';

/** Pages behind it need a session; without one the user goes to sign-in and comes back after. */
export function RequireSignedIn() {
  const { t } = useTranslation();
  const userId = useSignedInUserId();
  const location = useLocation();
  const user = useCurrentUserQuery();
  if (!userId) {
    const returnTo = `${location.pathname}${location.search}`;
    const query = location.pathname === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
    return <Navigate to={`/signin${query}`} replace />;
  }
  if (user.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (user.isError) return <RouteErrorPage />;
  return (
    <StaffUserProvider value={user.data}>
      <Outlet />
    </StaffUserProvider>
  );
}
