import type { CoreReferenceLocation } from '@clinic/api-contract';
import { zoneOffsetHours } from '@clinic/forms-core';
import type { locations } from '../../../../db/schema';
import { now } from '../../../../scheduling/clock';

/** timeZoneHoursShift (portal.md) is the zone's offset now: it changes with daylight saving. */
export function toLocationDto(row: typeof locations.$inferSelect): CoreReferenceLocation {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    timeZone: row.timeZone,
    timeZoneHoursShift: zoneOffsetHours(row.timeZone, now().getTime()),
    serviceIds: row.serviceIds,
    formIds: row.formIds,
    formGroupIds: row.formGroupIds,
    staffFormIds: row.staffFormIds,
    staffFormGroupIds: row.staffFormGroupIds,
    treatmentPlanFormId: row.treatmentPlanFormId,
    reminderOffsetsHours: [...row.reminderOffsetsHours].sort((a, b) => b - a),
    quietHoursStart: row.quietHoursStart,
    quietHoursEnd: row.quietHoursEnd,
  };
}
