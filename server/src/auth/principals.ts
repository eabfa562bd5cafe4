import type { SessionRow } from './sessionStore';

/** A signed-in staff user, as route handlers see them. */
export interface StaffPrincipal {
  kind: 'staff';
  sessionId: string;
  staffUserId: string;
  roles: ReadonlyArray<'staff' | 'techStaff'>;
  advancedOptions: boolean;
}

/** A signed-in portal user acting for one of their linked patients. */
export interface PortalPrincipal {
  kind: 'portal';
  sessionId: string;
  loginId: string;
  patientId: string;
  locationId: string | null;
}

export function portalPrincipalFrom(session: SessionRow): PortalPrincipal | undefined {
  if (!session.loginId || !session.patientId) return undefined;
  return {
    kind: 'portal',
    sessionId: session.id,
    loginId: session.loginId,
    patientId: session.patientId,
    locationId: session.locationId,
  };
}

/** Tech staff, or the advanced-options flag, may enter expressions and see the Advanced editor. */
export function mayUseAdvancedOptions(staff: StaffPrincipal): boolean {
  return staff.advancedOptions || staff.roles.includes('techStaff');
}
