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
  })
  .meta({ id: 'PortalProfile' });
export type PortalProfile = z.infer<typeof portalProfileSchema>;
