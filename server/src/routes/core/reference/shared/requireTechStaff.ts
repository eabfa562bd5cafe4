import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../../../app/httpError';
import { staffOf } from '../../../../auth/authenticate';
import type { StaffPrincipal } from '../../../../auth/principals';

export const techStaffOnlyMessage = 'Only tech staff may change these settings.';

/** Settings and staff accounts are changed by tech staff only. */
export function requireTechStaff(request: FastifyRequest): StaffPrincipal {
  const staff = staffOf(request);
  if (!staff.roles.includes('techStaff')) throw forbidden([techStaffOnlyMessage]);
  return staff;
}
