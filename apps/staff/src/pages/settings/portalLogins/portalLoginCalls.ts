import { apiRequest } from '../../../api/httpClient';

export const portalLoginsKey = ['core', 'PortalLogins'] as const;

/**
 * The invitation is the portal's own sign-in link (portal.md: patients sign in with an e-mailed
 * link): the same public call a patient makes on the portal's sign-in page.
 */
export function sendSignInLink(email: string): Promise<unknown> {
  return apiRequest('POST', '/api/portal/Auth/SendLink', { email });
}
