import { z } from 'zod';
import { isoDateSchema } from '../common/calendarDates';
import { coreClinicalInstantSchema, coreClinicalNamedRefSchema, coreClinicalText } from './clinicalCommon';
import { coreClinicalMedicationRefSchema } from './medications';

export const coreClinicalMedicationFrequencies = ['EveryDay', 'DaysInterval', 'DaysOfWeek'] as const;
export const coreClinicalMedicationFrequencySchema = z.enum(coreClinicalMedicationFrequencies);

export const coreClinicalWeekDays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type CoreClinicalWeekDay = (typeof coreClinicalWeekDays)[number];

/** The dose of an order, as the Add medication modal fills it. */
const doseReplyFields = {
  id: z.uuid(),
  patientId: z.uuid(),
  episodeOfCareId: z.uuid(),
  medication: coreClinicalMedicationRefSchema,
  dosageAmount: z.string(),
  unitOfMeasurement: coreClinicalNamedRefSchema.nullable(),
  medicationRoute: coreClinicalNamedRefSchema.nullable(),
  instructions: z.string(),
  startDate: isoDateSchema,
  createdAt: coreClinicalInstantSchema,
  updatedAt: coreClinicalInstantSchema,
};

const weekDayFlags = {
  sunday: z.boolean(),
  monday: z.boolean(),
  tuesday: z.boolean(),
  wednesday: z.boolean(),
  thursday: z.boolean(),
  friday: z.boolean(),
  saturday: z.boolean(),
};

export const coreClinicalScheduledMedicationSchema = z
  .object({
    ...doseReplyFields,
    type: z.literal('SCH'),
    endDate: isoDateSchema.nullable(),
    untilDischarge: z.boolean(),
    /** "HH:mm", sorted. */
    times: z.array(z.string()),
    frequency: coreClinicalMedicationFrequencySchema,
    /** The label of the day interval, e.g. "every 2 days" (frequency DaysInterval). */
    interval: z.string().nullable(),
    /** The day interval in days (frequency DaysInterval). */
    intervalAmount: z.number().int().nullable(),
    ...weekDayFlags,
  })
  .meta({ id: 'CoreClinicalScheduledMedication' });
export type CoreClinicalScheduledMedication = z.infer<typeof coreClinicalScheduledMedicationSchema>;

export const coreClinicalPrnMedicationSchema = z
  .object({ ...doseReplyFields, type: z.literal('PRN'), stopDate: isoDateSchema.nullable() })
  .meta({ id: 'CoreClinicalPrnMedication' });
export type CoreClinicalPrnMedication = z.infer<typeof coreClinicalPrnMedicationSchema>;

/**
 * The modal's fields are loosely typed on purpose: the server checks them and answers one
 * message per error slot (medication, route, dosage, unit, start date, end date, times).
 */
const doseInputFields = {
  medicationId: z.uuid().nullish(),
  dosageAmount: z.union([z.string().trim().max(50), z.number().finite()]).nullish(),
  unitOfMeasurementId: z.uuid().nullish(),
  medicationRouteId: z.uuid().nullish(),
  instructions: coreClinicalText(2000).optional(),
  startDate: z.string().max(30).nullish(),
  /** Staff saw the dose check's warnings (forms-core `checkDose`) and mean this dose. */
  confirmUnusualDose: z.boolean().optional(),
};

const scheduleInputFields = {
  startDate: doseInputFields.startDate,
  endDate: z.string().max(30).nullish(),
  untilDischarge: z.boolean().optional(),
  times: z.array(z.string().max(10)).max(24).optional(),
  frequency: coreClinicalMedicationFrequencySchema.optional(),
  /** Days between doses for frequency DaysInterval: 2, 3, 7, 14, 21, 28 or 30. */
  intervalAmount: z.number().int().nullish(),
  sunday: z.boolean().optional(),
  monday: z.boolean().optional(),
  tuesday: z.boolean().optional(),
  wednesday: z.boolean().optional(),
  thursday: z.boolean().optional(),
  friday: z.boolean().optional(),
  saturday: z.boolean().optional(),
  instructions: doseInputFields.instructions,
};

const prnScheduleInputFields = {
  startDate: doseInputFields.startDate,
  stopDate: z.string().max(30).nullish(),
  instructions: doseInputFields.instructions,
};

export const coreClinicalScheduledMedicationPatchSchema = z
  .object({ ...doseInputFields, ...scheduleInputFields })
  .meta({ id: 'CoreClinicalScheduledMedicationPatch' });
export type CoreClinicalScheduledMedicationPatch = z.infer<typeof coreClinicalScheduledMedicationPatchSchema>;

export const coreClinicalScheduledMedicationCreateSchema = coreClinicalScheduledMedicationPatchSchema
  .extend({ episodeOfCareId: z.uuid() })
  .meta({ id: 'CoreClinicalScheduledMedicationCreate' });
export type CoreClinicalScheduledMedicationCreate = z.infer<
  typeof coreClinicalScheduledMedicationCreateSchema
>;

/** SetValues changes only the dates, schedule and instructions, never the medication or dose. */
export const coreClinicalScheduledMedicationValuesSchema = z
  .object(scheduleInputFields)
  .meta({ id: 'CoreClinicalScheduledMedicationValues' });

export const coreClinicalPrnMedicationPatchSchema = z
  .object({ ...doseInputFields, ...prnScheduleInputFields })
  .meta({ id: 'CoreClinicalPrnMedicationPatch' });
export type CoreClinicalPrnMedicationPatch = z.infer<typeof coreClinicalPrnMedicationPatchSchema>;

export const coreClinicalPrnMedicationCreateSchema = coreClinicalPrnMedicationPatchSchema
  .extend({ episodeOfCareId: z.uuid() })
  .meta({ id: 'CoreClinicalPrnMedicationCreate' });
export type CoreClinicalPrnMedicationCreate = z.infer<typeof coreClinicalPrnMedicationCreateSchema>;

export const coreClinicalPrnMedicationValuesSchema = z
  .object(prnScheduleInputFields)
  .meta({ id: 'CoreClinicalPrnMedicationValues' });

/** The list call's body is `{}` (forms.md section 7). */
export const coreClinicalEmptyBodySchema = z.object({}).meta({ id: 'CoreClinicalEmptyBody' });

/** Deletes the listed orders of the episode, or all of them when `ids` is left out. */
export const coreClinicalMedicationDeleteAllSchema = z
  .object({ episodeOfCareId: z.uuid(), ids: z.array(z.uuid()).min(1).max(500).optional() })
  .meta({ id: 'CoreClinicalMedicationDeleteAll' });
export type CoreClinicalMedicationDeleteAll = z.infer<typeof coreClinicalMedicationDeleteAllSchema>;

export const coreClinicalDeletedCountSchema = z
  .object({ deleted: z.number().int().min(0) })
  .meta({ id: 'CoreClinicalDeletedCount' });
