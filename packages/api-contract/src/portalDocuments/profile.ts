import { z } from 'zod';

/** GET api/portal/Profile: the signed-in patient's demographics and contact details. */
export const portalProfileSchema = z
  .object({
    id: z.uuid(),
    accountNumber: z.string(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    /** YYYY-MM-DD. */
    dateOfBirth: z.string(),
    sex: z.string(),
    gender: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    preferredLanguage: z.string(),
    /** When the patient asked for appointment reminders by text to `phone`; null: not asked. */
    smsRemindersOptedInAt: z.string().nullable(),
  })
  .meta({ id: 'PortalProfile' });
export type PortalProfile = z.infer<typeof portalProfileSchema>;

/** PUT api/portal/Profile/SmsReminders: "Text me appointment reminders", on or off. */
export const smsRemindersBodySchema = z.strictObject({ optIn: z.boolean() }).meta({ id: 'SmsRemindersBody' });
export type SmsRemindersBody = z.infer<typeof smsRemindersBodySchema>;
