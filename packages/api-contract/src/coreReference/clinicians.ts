import { z } from 'zod';
import { videoVisitUrlSchema } from '../common/videoVisitUrl';
import { codedIssue } from '../serverMessages/validationCodes';

export const coreReferenceClinicianSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    credentials: z.string(),
    email: z.string().nullable(),
    serviceIds: z.array(z.uuid()),
    /** The clinician's standing video room: telehealth appointments booked with them get it. */
    videoVisitUrl: z.string().nullable(),
  })
  .meta({ id: 'CoreReferenceClinician' });
export type CoreReferenceClinician = z.infer<typeof coreReferenceClinicianSchema>;

const clinicianFields = {
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  credentials: z.string().trim().max(100),
  email: z.string().trim().toLowerCase().pipe(z.email()).nullable(),
  serviceIds: z.array(z.uuid()).max(500),
  videoVisitUrl: videoVisitUrlSchema.nullable(),
};

export const coreReferenceClinicianCreateSchema = z
  .object({
    ...clinicianFields,
    credentials: clinicianFields.credentials.default(''),
    email: clinicianFields.email.default(null),
    serviceIds: clinicianFields.serviceIds.default([]),
    videoVisitUrl: clinicianFields.videoVisitUrl.default(null),
  })
  .meta({ id: 'CoreReferenceClinicianCreate' });
export type CoreReferenceClinicianCreate = z.infer<typeof coreReferenceClinicianCreateSchema>;

export const coreReferenceClinicianPatchSchema = z
  .object(clinicianFields)
  .partial()
  .meta({ id: 'CoreReferenceClinicianPatch' });
export type CoreReferenceClinicianPatch = z.infer<typeof coreReferenceClinicianPatchSchema>;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the 24-hour format HH:mm.');

/** One weekly slot: on `weekday` (0 Sunday .. 6 Saturday) from `startTime` to `endTime`, location wall clock. */
export const coreReferenceAvailabilitySlotSchema = z
  .object({
    locationId: z.uuid(),
    weekday: z.number().int().min(0).max(6),
    startTime: timeOfDay,
    endTime: timeOfDay,
  })
  .refine((slot) => slot.startTime < slot.endTime, {
    ...codedIssue('endTimeBeforeStart'),
    path: ['endTime'],
  })
  .meta({ id: 'CoreReferenceAvailabilitySlot' });
export type CoreReferenceAvailabilitySlot = z.infer<typeof coreReferenceAvailabilitySlotSchema>;

/** PUT api/core/Clinicians/{id}/Availability replaces the clinician's whole week. */
export const coreReferenceAvailabilitySchema = z
  .object({ slots: z.array(coreReferenceAvailabilitySlotSchema).max(200) })
  .meta({ id: 'CoreReferenceAvailability' });
export type CoreReferenceAvailability = z.infer<typeof coreReferenceAvailabilitySchema>;
