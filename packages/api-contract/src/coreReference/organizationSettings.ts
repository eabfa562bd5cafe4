import { z } from 'zod';

/** The largest logo accepted, as a data URL: 512 KB. */
export const coreReferenceMaxLogoBytes = 512 * 1024;

export const coreReferenceOrganizationSettingsSchema = z
  .object({
    organizationName: z.string(),
    organizationLogo: z.string().nullable(),
    newPatientRegistrationEnabled: z.boolean(),
    appointmentRequestEnable: z.boolean(),
    appointmentRequestNewPatientEnable: z.boolean(),
    /** Patients may cancel in the portal until this many hours before the start. */
    appointmentCancelNoticeHours: z.int().min(0).max(720),
    doseSpotEnabled: z.boolean(),
    emarEnabled: z.boolean(),
    /** Shown to a patient whose answers raise an alert; null shows the portal's default (988 Lifeline). */
    crisisText: z.string().nullable(),
  })
  .meta({ id: 'CoreReferenceOrganizationSettings' });
export type CoreReferenceOrganizationSettings = z.infer<typeof coreReferenceOrganizationSettingsSchema>;

const logoDataUrl = z
  .string()
  .max(coreReferenceMaxLogoBytes, 'The logo must be at most 512 KB.')
  .regex(
    /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/,
    'The logo must be a PNG, JPEG, GIF, WebP or SVG image (data URL).',
  );

export const coreReferenceOrganizationSettingsPatchSchema = z
  .object({
    organizationName: z.string().trim().min(1).max(200),
    organizationLogo: logoDataUrl.nullable(),
    newPatientRegistrationEnabled: z.boolean(),
    appointmentRequestEnable: z.boolean(),
    appointmentRequestNewPatientEnable: z.boolean(),
    /** Patients may cancel in the portal until this many hours before the start. */
    appointmentCancelNoticeHours: z.int().min(0).max(720),
    doseSpotEnabled: z.boolean(),
    emarEnabled: z.boolean(),
    /** Blank clears it (the default text again). */
    crisisText: z
      .string()
      .trim()
      .max(1000)
      .transform((text) => (text === '' ? null : text))
      .nullable(),
  })
  .partial()
  .meta({ id: 'CoreReferenceOrganizationSettingsPatch' });
export type CoreReferenceOrganizationSettingsPatch = z.infer<
  typeof coreReferenceOrganizationSettingsPatchSchema
>;
