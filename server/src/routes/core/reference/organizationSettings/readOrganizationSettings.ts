import type { CoreReferenceOrganizationSettings } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { organizationSettings } from '../../../../db/schema';
import { defaultCancelNoticeHours } from '../../../../scheduling/cancellation/cancelNotice';

/** The single settings row. */
export const organizationSettingsId = 1;

export function toOrganizationSettingsDto(
  row: typeof organizationSettings.$inferSelect | undefined,
): CoreReferenceOrganizationSettings {
  // An empty clinic (SEED=none) has no row yet: every portal entry point stays off until named.
  return {
    organizationName: row?.organizationName ?? '',
    organizationLogo: row?.organizationLogo ?? null,
    newPatientRegistrationEnabled: row?.newPatientRegistrationEnabled ?? false,
    appointmentRequestEnable: row?.appointmentRequestEnable ?? false,
    appointmentRequestNewPatientEnable: row?.appointmentRequestNewPatientEnable ?? false,
    appointmentCancelNoticeHours: row?.appointmentCancelNoticeHours ?? defaultCancelNoticeHours,
    doseSpotEnabled: row?.doseSpotEnabled ?? false,
    emarEnabled: row?.emarEnabled ?? false,
    crisisText: row?.crisisText ?? null,
  };
}

export async function readOrganizationSettings(db: Queryable): Promise<CoreReferenceOrganizationSettings> {
  const [row] = await db
    .select()
    .from(organizationSettings)
    .where(eq(organizationSettings.id, organizationSettingsId));
  return toOrganizationSettingsDto(row);
}
