import { z } from 'zod';
import { timeZoneSchema } from '../common/timeZones';
import { codedIssue } from '../serverMessages/validationCodes';

export const coreReferenceLocationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    /** The location's IANA zone: the truth its wall clock is read in. */
    timeZone: z.string(),
    /** Hours added to UTC to get the location's wall clock now (derived from timeZone, for compatibility). */
    timeZoneHoursShift: z.number(),
    serviceIds: z.array(z.uuid()),
    /** Offered to patients: in the portal and in the appointment request's intake step. */
    formIds: z.array(z.uuid()),
    formGroupIds: z.array(z.uuid()),
    /** Offered to staff filling documents for the location's patients; null means every one. */
    staffFormIds: z.array(z.uuid()).nullable(),
    staffFormGroupIds: z.array(z.uuid()).nullable(),
    treatmentPlanFormId: z.uuid().nullable(),
    /** Hours before an appointment its reminders go out, longest first. */
    reminderOffsetsHours: z.array(z.number()),
    /** "HH:mm" on the location's wall clock: no reminder goes out from start until end. */
    quietHoursStart: z.string(),
    quietHoursEnd: z.string(),
  })
  .meta({ id: 'CoreReferenceLocation' });
export type CoreReferenceLocation = z.infer<typeof coreReferenceLocationSchema>;

/** The longest reminder offset: two weeks. */
export const reminderOffsetMaxHours = 336;
const clockTimeSchema = z
  .string()
  .refine((time) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time), codedIssue('clockTimeInvalid'));

const locationFields = {
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().max(500),
  phone: z.string().trim().max(50),
  timeZone: timeZoneSchema,
  serviceIds: z.array(z.uuid()).max(500),
  formIds: z.array(z.uuid()).max(2000),
  formGroupIds: z.array(z.uuid()).max(2000),
  staffFormIds: z.array(z.uuid()).max(2000).nullable(),
  staffFormGroupIds: z.array(z.uuid()).max(2000).nullable(),
  treatmentPlanFormId: z.uuid().nullable(),
  /** None turns reminders off at the location; at most five, each once. */
  reminderOffsetsHours: z
    .array(z.int().min(1).max(reminderOffsetMaxHours))
    .max(5)
    .refine((hours) => new Set(hours).size === hours.length, codedIssue('reminderOffsetRepeated')),
  quietHoursStart: clockTimeSchema,
  quietHoursEnd: clockTimeSchema,
};

export const coreReferenceLocationCreateSchema = z
  .object({
    name: locationFields.name,
    address: locationFields.address.default(''),
    phone: locationFields.phone.default(''),
    timeZone: locationFields.timeZone,
    serviceIds: locationFields.serviceIds.default([]),
    formIds: locationFields.formIds.default([]),
    formGroupIds: locationFields.formGroupIds.default([]),
    staffFormIds: locationFields.staffFormIds.default(null),
    staffFormGroupIds: locationFields.staffFormGroupIds.default(null),
    treatmentPlanFormId: locationFields.treatmentPlanFormId.default(null),
    reminderOffsetsHours: locationFields.reminderOffsetsHours.default([72, 24]),
    quietHoursStart: locationFields.quietHoursStart.default('21:00'),
    quietHoursEnd: locationFields.quietHoursEnd.default('08:00'),
  })
  .meta({ id: 'CoreReferenceLocationCreate' });
export type CoreReferenceLocationCreate = z.infer<typeof coreReferenceLocationCreateSchema>;

export const coreReferenceLocationPatchSchema = z
  .object(locationFields)
  .partial()
  .meta({ id: 'CoreReferenceLocationPatch' });
export type CoreReferenceLocationPatch = z.infer<typeof coreReferenceLocationPatchSchema>;
