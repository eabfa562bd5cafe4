import { z } from 'zod';
import { isoDateSchema } from '../common/calendarDates';
import { pageRequestSchema } from '../common/paging';

export const coreReferenceEpisodeOfCareSchema = z
  .object({
    id: z.uuid(),
    patientId: z.uuid(),
    locationId: z.uuid().nullable(),
    /** The EOC number shown in form headers, e.g. "EOC-1001". */
    number: z.string(),
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable(),
    /** Active, or Closed once the episode is closed. */
    status: z.string(),
  })
  .meta({ id: 'CoreReferenceEpisodeOfCare' });
export type CoreReferenceEpisodeOfCare = z.infer<typeof coreReferenceEpisodeOfCareSchema>;

/** A row of the patient search. */
export const coreReferencePatientSummarySchema = z
  .object({
    id: z.uuid(),
    accountNumber: z.string(),
    mrn: z.string(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    dateOfBirth: isoDateSchema,
    locationId: z.uuid().nullable(),
  })
  .meta({ id: 'CoreReferencePatientSummary' });
export type CoreReferencePatientSummary = z.infer<typeof coreReferencePatientSummarySchema>;

export const coreReferencePatientSchema = coreReferencePatientSummarySchema
  .extend({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    gender: z.string(),
    sex: z.string(),
    maritalStatus: z.string(),
    preferredLanguage: z.string(),
    race: z.string(),
    ethnicity: z.string(),
    location: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** Amount owed, in US dollars (2 decimals). */
    balance: z.number(),
    /** Synchronised with the e-prescribing (DoseSpot) and eMAR services. */
    doseSpotSynced: z.boolean(),
    emarSynced: z.boolean(),
    episodesOfCare: z.array(coreReferenceEpisodeOfCareSchema),
  })
  .meta({ id: 'CoreReferencePatient' });
export type CoreReferencePatient = z.infer<typeof coreReferencePatientSchema>;

export const coreReferencePatientSearchSchema = pageRequestSchema
  .extend({
    /** Matches first, last or full name, MRN or account number (case-insensitive, partial). */
    searchPhrase: z.string().trim().max(200).default(''),
  })
  .meta({ id: 'CoreReferencePatientSearch' });
export type CoreReferencePatientSearch = z.infer<typeof coreReferencePatientSearchSchema>;

const text = (max: number) => z.string().trim().max(max);

const patientFields = {
  firstName: text(100).min(1),
  middleName: text(100),
  lastName: text(100).min(1),
  dateOfBirth: isoDateSchema,
  email: z.string().trim().toLowerCase().pipe(z.email()).nullable(),
  phone: text(50).nullable(),
  addressLine1: text(200),
  addressLine2: text(200),
  city: text(100),
  state: text(50),
  zip: text(20),
  gender: text(100),
  sex: text(100),
  maritalStatus: text(100),
  preferredLanguage: text(100),
  race: text(100),
  ethnicity: text(100),
  locationId: z.uuid().nullable(),
};

/** A new patient: the account number and MRN are generated. */
export const coreReferencePatientCreateSchema = z
  .object(patientFields)
  .partial()
  .required({ firstName: true, lastName: true, dateOfBirth: true })
  .meta({ id: 'CoreReferencePatientCreate' });
export type CoreReferencePatientCreate = z.infer<typeof coreReferencePatientCreateSchema>;

export const coreReferencePatientPatchSchema = z
  .object(patientFields)
  .partial()
  .meta({ id: 'CoreReferencePatientPatch' });
export type CoreReferencePatientPatch = z.infer<typeof coreReferencePatientPatchSchema>;

export const coreReferenceEpisodeOpenSchema = z
  .object({
    patientId: z.uuid(),
    /** Default: the patient's location. */
    locationId: z.uuid().nullable().optional(),
    /** Default: today at the location. */
    startDate: isoDateSchema.optional(),
  })
  .meta({ id: 'CoreReferenceEpisodeOpen' });
export type CoreReferenceEpisodeOpen = z.infer<typeof coreReferenceEpisodeOpenSchema>;

export const coreReferenceEpisodeCloseSchema = z
  .object({
    /** Default: today at the episode's location; never before the start date. */
    endDate: isoDateSchema.optional(),
  })
  .meta({ id: 'CoreReferenceEpisodeClose' });
export type CoreReferenceEpisodeClose = z.infer<typeof coreReferenceEpisodeCloseSchema>;
