import type { CoreReferenceStaffUser } from '@clinic/api-contract';
import type { staffUsers } from '../../../../db/schema';

/** Never the password hash or the saved signature. */
export function toStaffUserDto(row: typeof staffUsers.$inferSelect): CoreReferenceStaffUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    credentials: row.credentials,
    roles: row.roles,
    advancedOptions: row.advancedOptions,
    doseSpotAccess: row.doseSpotAccess,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt,
  };
}
