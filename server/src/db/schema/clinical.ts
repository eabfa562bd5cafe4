import { boolean, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant, updatedAt } from './columns';
import { lookupItems } from './lookups';
import { episodesOfCare, patients } from './patients';
import { staffUsers } from './staffUsers';

/** ICD-10-CM codes: searched by code and description from the diagnosis modal. */
export const icdCodes = pgTable(
  'icd_codes',
  {
    id: idColumn(),
    code: text('code').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('icd_codes_code_idx').on(t.code)],
);

export const diagnosisCategories = ['Primary', 'Secondary', 'Tertiary', 'Quaternary'] as const;

/** A patient's diagnosis, kept per episode of care. */
export const diagnosisCodes = pgTable(
  'diagnosis_codes',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    episodeOfCareId: uuid('episode_of_care_id').references(() => episodesOfCare.id),
    icdCodeId: uuid('icd_code_id')
      .notNull()
      .references(() => icdCodes.id),
    /** A DiagnosisCodeStatus lookup item (its extra.color paints the badge). */
    statusId: uuid('status_id').references(() => lookupItems.id),
    /** The modal's "comments". */
    description: text('description').notNull().default(''),
    activeFrom: date('active_from', { mode: 'string' }),
    resolvedBy: date('resolved_by', { mode: 'string' }),
    category: text('category', { enum: diagnosisCategories }).notNull().default('Primary'),
    createdById: uuid('created_by_id').references(() => staffUsers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    index('diagnosis_codes_episode_idx').on(t.episodeOfCareId),
    index('diagnosis_codes_patient_idx').on(t.patientId),
  ],
);

/** A vital-sign reading session: its items are { vitalSignId (VitalSign lookup), value }. */
export const vitalRecords = pgTable(
  'vital_records',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    episodeOfCareId: uuid('episode_of_care_id').references(() => episodesOfCare.id),
    effectiveDate: instant('effective_date').notNull(),
    items: jsonb('items').notNull().default([]),
    createdById: uuid('created_by_id').references(() => staffUsers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    index('vital_records_patient_idx').on(t.patientId, t.effectiveDate),
    index('vital_records_episode_idx').on(t.episodeOfCareId),
  ],
);

export const allergies = pgTable(
  'allergies',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    allergyTypeId: uuid('allergy_type_id').references(() => lookupItems.id),
    allergenId: uuid('allergen_id').references(() => lookupItems.id),
    otherAllergen: text('other_allergen'),
    reactionId: uuid('reaction_id').references(() => lookupItems.id),
    otherReaction: text('other_reaction'),
    severityId: uuid('severity_id').references(() => lookupItems.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('allergies_patient_idx').on(t.patientId)],
);

export const medications = pgTable(
  'medications',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** e.g. "10 mg tablet". */
    strength: text('strength').notNull().default(''),
    defaultRouteId: uuid('default_route_id').references(() => lookupItems.id),
    defaultUnitId: uuid('default_unit_id').references(() => lookupItems.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('medications_name_idx').on(t.name)],
);

export const medicationFrequencies = ['EveryDay', 'DaysInterval', 'DaysOfWeek'] as const;

/** Dose fields shared by scheduled and PRN medications. */
const doseColumns = () => ({
  medicationId: uuid('medication_id')
    .notNull()
    .references(() => medications.id),
  dosageAmount: text('dosage_amount').notNull().default(''),
  unitOfMeasurementId: uuid('unit_of_measurement_id').references(() => lookupItems.id),
  medicationRouteId: uuid('medication_route_id').references(() => lookupItems.id),
  instructions: text('instructions').notNull().default(''),
});

export const scheduledMedications = pgTable(
  'scheduled_medications',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    episodeOfCareId: uuid('episode_of_care_id')
      .notNull()
      .references(() => episodesOfCare.id),
    ...doseColumns(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    untilDischarge: boolean('until_discharge').notNull().default(false),
    /** "HH:mm" times of day. */
    times: text('times').array().notNull().default([]),
    frequency: text('frequency', { enum: medicationFrequencies }).notNull().default('EveryDay'),
    interval: text('interval'),
    intervalAmount: text('interval_amount'),
    /** The days of frequency DaysOfWeek, named as the spec's flags. */
    sunday: boolean('sunday').notNull().default(false),
    monday: boolean('monday').notNull().default(false),
    tuesday: boolean('tuesday').notNull().default(false),
    wednesday: boolean('wednesday').notNull().default(false),
    thursday: boolean('thursday').notNull().default(false),
    friday: boolean('friday').notNull().default(false),
    saturday: boolean('saturday').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('scheduled_medications_episode_idx').on(t.episodeOfCareId)],
);

export const prnMedications = pgTable(
  'prn_medications',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    episodeOfCareId: uuid('episode_of_care_id')
      .notNull()
      .references(() => episodesOfCare.id),
    ...doseColumns(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    stopDate: date('stop_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('prn_medications_episode_idx').on(t.episodeOfCareId)],
);

/** A medication administration record (MAR). */
export const marRecords = pgTable(
  'mar_records',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    episodeOfCareId: uuid('episode_of_care_id').references(() => episodesOfCare.id),
    dateTime: instant('date_time').notNull(),
    status: text('status').notNull(),
    /** SCH or PRN. */
    type: text('type', { enum: ['SCH', 'PRN'] }).notNull(),
    medicationId: uuid('medication_id').references(() => medications.id),
    dosageAmount: text('dosage_amount').notNull().default(''),
    unitOfMeasurementId: uuid('unit_of_measurement_id').references(() => lookupItems.id),
    medicationRouteId: uuid('medication_route_id').references(() => lookupItems.id),
    givenById: uuid('given_by_id').references(() => staffUsers.id),
    signedBy: text('signed_by').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Signature image (data URL). */
    signature: text('signature'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('mar_records_episode_idx').on(t.episodeOfCareId, t.dateTime)],
);
