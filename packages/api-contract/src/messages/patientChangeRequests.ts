import { z } from 'zod';
import { pagedReplySchema, pageRequestSchema } from '../common/paging';
import { usZipSchema } from '../common/usZip';
import { messagesToSingleLine } from './plainText';

/** A one-line profile value: control characters dropped, trimmed, then measured. */
const profileLine = (min: number, max: number) =>
  z
    .string()
    .transform((text) => messagesToSingleLine(text).trim())
    .pipe(
      z.string().min(min, 'This field is required').max(max, `This field length must be less than ${max}`),
    )
    .describe(`One line of text, ${min} to ${max} characters`);

/**
 * The profile fields a patient may ask to change from the portal; staff review each request.
 * Date of birth, sex and gender are not here: they identify the patient (the date of birth is
 * the portal's sign-in check) and are corrected at the clinic. The phone number is checked by
 * the server (libphonenumber, US by default).
 */
export const profileChangesSchema = z
  .strictObject({
    firstName: profileLine(1, 100),
    middleName: profileLine(0, 100),
    lastName: profileLine(1, 100),
    addressLine1: profileLine(1, 200),
    addressLine2: profileLine(0, 200),
    city: profileLine(1, 100),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Enter the two-letter state code'),
    zip: usZipSchema,
    phone: profileLine(1, 30),
    email: z.string().trim().toLowerCase().pipe(z.email('This field must have a valid email format')),
    preferredLanguage: profileLine(1, 100),
  })
  .partial()
  .meta({ id: 'ProfileChanges' });
export type ProfileChanges = z.infer<typeof profileChangesSchema>;
export type ProfileChangeField = keyof ProfileChanges;
export const profileChangeFields = Object.keys(profileChangesSchema.shape) as ProfileChangeField[];

export const profileChangeRequestBodySchema = z.object({ changes: profileChangesSchema });
export type ProfileChangeRequestBody = z.infer<typeof profileChangeRequestBodySchema>;

export const profileChangeRequestStatuses = ['pending', 'applied', 'rejected'] as const;

export const profileChangeRequestSchema = z
  .object({
    id: z.uuid(),
    patientId: z.uuid(),
    status: z.enum(profileChangeRequestStatuses),
    /** Field name to the value the patient asked for. */
    changes: z.record(z.string(), z.string()),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
    /** Why staff rejected it, shown to the patient; null unless rejected. */
    rejectReason: z.string().nullable(),
  })
  .meta({ id: 'ProfileChangeRequest' });
export type ProfileChangeRequest = z.infer<typeof profileChangeRequestSchema>;

export const profileChangeRequestListSchema = z
  .object({ items: z.array(profileChangeRequestSchema) })
  .meta({ id: 'ProfileChangeRequestList' });

/** What staff review: the request, who it is for, and the chart's values of the fields it changes. */
export const profileStaffChangeRequestSchema = profileChangeRequestSchema
  .extend({
    patientName: z.string(),
    patientMrn: z.string(),
    current: z.record(z.string(), z.string()),
    reviewedByName: z.string().nullable(),
  })
  .meta({ id: 'ProfileStaffChangeRequest' });
export type ProfileStaffChangeRequest = z.infer<typeof profileStaffChangeRequestSchema>;

export const profileStaffChangeRequestPageSchema = pagedReplySchema(profileStaffChangeRequestSchema).meta({
  id: 'ProfileStaffChangeRequestPage',
});

export const profileStaffChangeRequestsQuerySchema = pageRequestSchema.extend({
  status: z.enum(profileChangeRequestStatuses).optional(),
  /** One patient's requests (their chart). */
  patientId: z.uuid().optional(),
});
export type ProfileStaffChangeRequestsQuery = z.infer<typeof profileStaffChangeRequestsQuerySchema>;

export const profileChangeRejectReasonMaxLength = 1000;

/** PATCH api/core/PatientChangeRequests/{id}/Reject: the reason the patient reads in the portal. */
export const profileChangeRejectBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, 'Enter a reason.')
      .max(
        profileChangeRejectReasonMaxLength,
        `The reason must be at most ${profileChangeRejectReasonMaxLength} characters.`,
      ),
  })
  .meta({ id: 'ProfileChangeRejectBody' });
export type ProfileChangeRejectBody = z.infer<typeof profileChangeRejectBodySchema>;
