import { type SystemSettings, systemSettingsSchema } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../../app/appInstance';
import { organizationSettings } from '../../db/schema';
import { defaultCancelNoticeHours } from '../../scheduling/cancellation/cancelNotice';

/** An empty clinic (SEED=none) that has not named itself yet: every portal request flow stays off. */
const unconfiguredSettings: SystemSettings = {
  id: 1,
  organizationName: '',
  organizationLogo: null,
  newPatientRegistrationEnabled: false,
  appointmentRequestEnable: false,
  appointmentRequestNewPatientEnable: false,
  appointmentCancelNoticeHours: defaultCancelNoticeHours,
  signalRAppUrl: null,
  crisisText: null,
};

/** Settings every visitor needs before signing in (welcome page, route guards): nothing private. */
export async function systemSettingsRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/portal/SystemSettings',
    {
      config: { public: true },
      schema: {
        tags: ['portal'],
        summary: 'The organisation name, logo and the portal flags',
        response: { 200: systemSettingsSchema },
      },
    },
    async (): Promise<SystemSettings> => {
      const [row] = await app.deps.db
        .select()
        .from(organizationSettings)
        .where(eq(organizationSettings.id, 1));
      if (!row) return unconfiguredSettings;
      return {
        id: row.id,
        organizationName: row.organizationName,
        organizationLogo: row.organizationLogo,
        newPatientRegistrationEnabled: row.newPatientRegistrationEnabled,
        appointmentRequestEnable: row.appointmentRequestEnable,
        appointmentRequestNewPatientEnable: row.appointmentRequestNewPatientEnable,
        appointmentCancelNoticeHours: row.appointmentCancelNoticeHours,
        signalRAppUrl: row.signalRAppUrl,
        crisisText: row.crisisText,
      };
    },
  );
}
