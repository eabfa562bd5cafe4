import { z } from 'zod';
import { pageRequestSchema } from '../common/paging';
import { signatureImageSchema } from '../common/signatureImage';
import {
  coreClinicalInstantSchema,
  coreClinicalNamedRefSchema,
  coreClinicalScopeFields,
  coreClinicalScopeRequired,
  coreClinicalText,
} from './clinicalCommon';
import { coreClinicalMedicationRefSchema } from './medications';

/** Medication types (forms.md section 3): scheduled and as needed. */
export const coreClinicalMedicationTypes = ['SCH', 'PRN'] as const;
export const coreClinicalMedicationTypeSchema = z.enum(coreClinicalMedicationTypes);

/** What happened to a dose; the spec leaves the values open, these are the usual MAR outcomes. */
export const coreClinicalMarStatuses = ['Given', 'Refused', 'Held', 'Missed', 'Not Available'] as const;
export const coreClinicalMarStatusSchema = z.enum(coreClinicalMarStatuses);

/** "Signed By limited to 50 characters" (forms.md section 5). */
export const coreClinicalSignedByMaxLength = 50;

export const coreClinicalMarRecordSchema = z
  .object({
    id: z.uuid(),
    patientId: z.uuid(),
    episodeOfCareId: z.uuid().nullable(),
    dateTime: coreClinicalInstantSchema,
    status: z.string(),
    type: coreClinicalMedicationTypeSchema,
    medication: coreClinicalMedicationRefSchema.nullable(),
    dosageAmount: z.string(),
    unitOfMeasurement: coreClinicalNamedRefSchema.nullable(),
    medicationRoute: coreClinicalNamedRefSchema.nullable(),
    givenById: z.uuid().nullable(),
    /** The full name of the staff user who gave the dose. */
    givenBy: z.string().nullable(),
    signedBy: z.string(),
    notes: z.string(),
    /** Signature image (data URL). */
    signature: z.string().nullable(),
    createdAt: coreClinicalInstantSchema,
    updatedAt: coreClinicalInstantSchema,
  })
  .meta({ id: 'CoreClinicalMarRecord' });
export type CoreClinicalMarRecord = z.infer<typeof coreClinicalMarRecordSchema>;

const marFields = {
  dateTime: coreClinicalInstantSchema,
  status: coreClinicalMarStatusSchema,
  type: coreClinicalMedicationTypeSchema,
  medicationId: z.uuid(),
  dosageAmount: coreClinicalText(50).default(''),
  unitOfMeasurementId: z.uuid().nullish(),
  medicationRouteId: z.uuid().nullish(),
  /** Defaults to the signed-in user. */
  givenById: z.uuid().nullish(),
  signedBy: coreClinicalText(coreClinicalSignedByMaxLength).default(''),
  notes: coreClinicalText(4000).default(''),
  signature: signatureImageSchema.nullish(),
};

export const coreClinicalMarRecordCreateSchema = z
  .object({ ...coreClinicalScopeFields, ...marFields })
  .refine(coreClinicalScopeRequired.check, {
    message: coreClinicalScopeRequired.message,
    params: coreClinicalScopeRequired.params,
    path: ['episodeOfCareId'],
  })
  .meta({ id: 'CoreClinicalMarRecordCreate' });
export type CoreClinicalMarRecordCreate = z.infer<typeof coreClinicalMarRecordCreateSchema>;

export const coreClinicalMarRecordPatchSchema = z
  .object({
    dateTime: marFields.dateTime.optional(),
    status: marFields.status.optional(),
    type: marFields.type.optional(),
    medicationId: marFields.medicationId.optional(),
    dosageAmount: coreClinicalText(50).optional(),
    unitOfMeasurementId: marFields.unitOfMeasurementId,
    medicationRouteId: marFields.medicationRouteId,
    givenById: marFields.givenById,
    signedBy: coreClinicalText(coreClinicalSignedByMaxLength).optional(),
    notes: coreClinicalText(4000).optional(),
    signature: marFields.signature,
  })
  .meta({ id: 'CoreClinicalMarRecordPatch' });
export type CoreClinicalMarRecordPatch = z.infer<typeof coreClinicalMarRecordPatchSchema>;

/** POST MarsRecords: an episode's (or patient's) records, newest first, optionally in a time range. */
export const coreClinicalMarRecordQuerySchema = pageRequestSchema
  .extend({
    ...coreClinicalScopeFields,
    from: coreClinicalInstantSchema.optional(),
    to: coreClinicalInstantSchema.optional(),
    type: coreClinicalMedicationTypeSchema.optional(),
  })
  .refine(coreClinicalScopeRequired.check, {
    message: coreClinicalScopeRequired.message,
    params: coreClinicalScopeRequired.params,
    path: ['episodeOfCareId'],
  })
  .meta({ id: 'CoreClinicalMarRecordQuery' });
export type CoreClinicalMarRecordQuery = z.infer<typeof coreClinicalMarRecordQuerySchema>;
