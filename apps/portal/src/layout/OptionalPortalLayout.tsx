import { Outlet } from 'react-router';
import { useSessionToken } from '../session/sessionStore';
import { PortalLayout } from './PortalLayout';

/** Pages anyone may open (the appointment request): inside the menu for signed-in users. */
export function OptionalPortalLayout() {
  return useSessionToken() !== null ? <PortalLayout /> : <Outlet />;
}
