import type { CoreReferenceLocation } from '@clinic/api-contract';
import type { locations } from '../../../../db/schema';

export function toLocationDto(row: typeof locations.$inferSelect): CoreReferenceLocation {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    timeZoneHoursShift: row.timeZoneHoursShift,
    serviceIds: row.serviceIds,
    formIds: row.formIds,
    formGroupIds: row.formGroupIds,
    staffFormIds: row.staffFormIds,
    staffFormGroupIds: row.staffFormGroupIds,
    treatmentPlanFormId: row.treatmentPlanFormId,
  };
}
