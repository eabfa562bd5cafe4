import { z } from 'zod';

/** GET api/portal/SystemSettings (portal.md section 3 "System settings"). */
export const systemSettingsSchema = z
  .object({
    id: z.number().int(),
    organizationName: z.string(),
    organizationLogo: z.string().nullable(),
    newPatientRegistrationEnabled: z.boolean(),
    appointmentRequestEnable: z.boolean(),
    appointmentRequestNewPatientEnable: z.boolean(),
    /** Patients may cancel in the portal until this many hours before the start. */
    appointmentCancelNoticeHours: z.int(),
    signalRAppUrl: z.string().nullable(),
    /** The clinic's crisis text for a patient whose answers raise an alert; null: the portal's default. */
    crisisText: z.string().nullable(),
  })
  .meta({ id: 'SystemSettings' });
export type SystemSettings = z.infer<typeof systemSettingsSchema>;
