import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSystemSettings } from '../api/systemSettings';
import { PageLoader } from '../app/PageLoader';
import { forgetReturnTo, peekReturnTo, rememberReturnTo } from '../pages/confirm/returnTo';
import { useSignedIn } from '../session/sessionStore';
import { type GuardSettings, guardRedirect, type RouteAccess } from './guards';

/** Settings that could not be loaded count as everything disabled: no request flow opens by mistake. */
const unavailableSettings: GuardSettings = {
  newPatientRegistrationEnabled: false,
  appointmentRequestEnable: false,
  appointmentRequestNewPatientEnable: false,
};

/** Applies the section 2 guard of its routes; re-decides when the session or settings change. */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const signedIn = useSignedIn();
  const settings = useSystemSettings();
  const { pathname } = useLocation();
  const decision = guardRedirect({
    access,
    signedIn,
    settings: settings.data ?? (settings.isError ? unavailableSettings : undefined),
    returnTo: access === 'signedOut' ? peekReturnTo() : null,
  });
  // An e-mailed deep link opened signed out is kept for after sign-in, and forgotten once reached.
  useEffect(() => {
    if (access !== 'signedIn') return;
    if (!signedIn) rememberReturnTo(pathname);
    else if (peekReturnTo() === pathname) forgetReturnTo();
  }, [access, signedIn, pathname]);
  if (decision === 'wait') return <PageLoader fullScreen />;
  if (decision) return <Navigate to={decision} replace />;
  return <Outlet />;
}
