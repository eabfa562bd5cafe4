import { z } from 'zod';
import { signatureImageSchema } from '../common/signatureImage';
import { coreReferenceMinPasswordLength } from '../coreReference/staffUsers';

export const staffLoginBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  password: z.string().min(1).max(1024),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

export const staffUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    credentials: z.string(),
    roles: z.array(z.enum(['staff', 'techStaff'])),
    /** Tech staff or the advanced-options flag: may enter expressions and see the Advanced editor. */
    advancedOptions: z.boolean(),
    /** The saved signature offered by "Use My Signature" (data URL), if any. */
    signature: z.string().nullable(),
    doseSpotAccess: z.boolean(),
  })
  .meta({ id: 'StaffUser' });
export type StaffUser = z.infer<typeof staffUserSchema>;

/**
 * `token` is the bearer token (JWT, audience core) for API clients; a sign-in from the staff app
 * (X-Clinic-App, no bearer) gets the session as an HttpOnly cookie instead and no token.
 */
export const staffLoginReplySchema = z.object({ token: z.string().optional(), user: staffUserSchema });
export type StaffLoginReply = z.infer<typeof staffLoginReplySchema>;

/** A signed-in staff user replaces their own password (at least 10 characters, as on creation). */
export const staffChangePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(1024),
    newPassword: z
      .string()
      .min(coreReferenceMinPasswordLength, 'The password must be at least 10 characters.')
      .max(1024),
  })
  .meta({ id: 'StaffChangePassword' });
export type StaffChangePasswordBody = z.infer<typeof staffChangePasswordBodySchema>;

/** PUT api/core/Auth/Signature: the signed-in staff user's own saved signature ("Use My Signature"). */
export const staffSignatureBodySchema = z
  .object({ signature: signatureImageSchema })
  .meta({ id: 'StaffSignatureBody' });
export type StaffSignatureBody = z.infer<typeof staffSignatureBodySchema>;
