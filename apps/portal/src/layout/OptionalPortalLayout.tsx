import { useSignedIn } from '../session/sessionStore';
import { PortalLayout } from './PortalLayout';
import { PublicFrame } from './PublicFrame';

/** Pages anyone may open (the appointment request): inside the menu for signed-in users. */
export function OptionalPortalLayout() {
  return useSignedIn() ? <PortalLayout /> : <PublicFrame />;
}
