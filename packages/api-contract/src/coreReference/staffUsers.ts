import { z } from 'zod';

/** Staff passwords are at least 10 characters. */
export const coreReferenceMinPasswordLength = 10;

const roles = z.array(z.enum(['staff', 'techStaff'])).min(1);
const password = z
  .string()
  .min(coreReferenceMinPasswordLength, 'The password must be at least 10 characters.')
  .max(1024);

/** A staff user as the settings screen lists them (never the password hash). */
export const coreReferenceStaffUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    credentials: z.string(),
    roles: z.array(z.enum(['staff', 'techStaff'])),
    advancedOptions: z.boolean(),
    doseSpotAccess: z.boolean(),
    disabled: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'CoreReferenceStaffUser' });
export type CoreReferenceStaffUser = z.infer<typeof coreReferenceStaffUserSchema>;

export const coreReferenceStaffUserCreateSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email()),
    firstName: z.string().trim().min(1).max(100),
    middleName: z.string().trim().max(100).default(''),
    lastName: z.string().trim().min(1).max(100),
    credentials: z.string().trim().max(100).default(''),
    password,
    roles: roles.default(['staff']),
    advancedOptions: z.boolean().default(false),
    doseSpotAccess: z.boolean().default(false),
  })
  .meta({ id: 'CoreReferenceStaffUserCreate' });
export type CoreReferenceStaffUserCreate = z.infer<typeof coreReferenceStaffUserCreateSchema>;

export const coreReferenceStaffUserPatchSchema = z
  .object({
    roles,
    advancedOptions: z.boolean(),
    doseSpotAccess: z.boolean(),
    /** A disabled user cannot sign in; their open sessions end. */
    disabled: z.boolean(),
    /**
     * A new password set by tech staff for someone else (one's own changes through
     * Auth/ChangePassword, which asks for the current one); the user's open sessions end.
     */
    password,
  })
  .partial()
  .meta({ id: 'CoreReferenceStaffUserPatch' });
export type CoreReferenceStaffUserPatch = z.infer<typeof coreReferenceStaffUserPatchSchema>;
