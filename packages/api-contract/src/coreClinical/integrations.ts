import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from '../common/calendarDates';

/**
 * The prescribing (DoseSpot) and eMAR errors of forms.md section 8, answered as 400 with the
 * text in `messages` and the machine code in `fieldErrors.code`.
 */
export const coreClinicalIntegrationMessages = {
  doseSpotDisabled:
    "Your tenant doesn't have DoseSpot enabled. Please contact your administrator to get access.",
  currentUserWithoutAccess:
    "Your account doesn't have DoseSpot access. Please contact your administrator to get access.",
  doseSpotPatientNotSynchronized:
    'This patient has not been synced with DoseSpot. Please synchronize the patient before using this component.',
  emarDisabled: "Your tenant doesn't have Emar enabled. Please contact your administrator to get access.",
  emarPatientNotSynchronized:
    'This patient has not been synced with Emar. Please synchronize the patient before using this component.',
} as const;

/**
 * Machine codes in `fieldErrors.code`. Both services answer `patientNotSynchronized` (as the spec
 * names it); the message says which. `upstreamUnavailable` comes with a 502 when the service
 * timed out or failed; `patientIncomplete` when a sync lacks what the service needs of the patient.
 */
export const coreClinicalIntegrationErrorCodes = [
  'doseSpotDisabled',
  'currentUserWithoutAccess',
  'emarDisabled',
  'patientNotSynchronized',
  'upstreamUnavailable',
  'patientIncomplete',
] as const;
export type CoreClinicalIntegrationErrorCode = (typeof coreClinicalIntegrationErrorCodes)[number];

/** A prescribing-integration row (forms.md section 3). */
export const coreClinicalDoseSpotMedicationSchema = z
  .object({
    medication: z.string(),
    effectiveDate: z.string(),
    sig: z.string(),
    dispense: z.string(),
    /** When it was written (prescribed). */
    date: z.string(),
    substitutionAllowed: z.boolean(),
    daySupply: z.number().int(),
    numberOfRefills: z.number().int(),
  })
  .meta({ id: 'CoreClinicalDoseSpotMedication' });
export type CoreClinicalDoseSpotMedication = z.infer<typeof coreClinicalDoseSpotMedicationSchema>;

/**
 * `from`/`to` of the eMAR calls: ISO instants or clinic days (YYYY-MM-DD). Left out, the range
 * is the current clinic day (the eMAR default filter currentday); `to` alone ends a one-day range.
 */
export const coreClinicalEmarRangeQuerySchema = z.object({
  from: z.union([isoDateSchema, isoInstantSchema]).optional(),
  to: z.union([isoDateSchema, isoInstantSchema]).optional(),
});
export type CoreClinicalEmarRangeQuery = z.infer<typeof coreClinicalEmarRangeQuerySchema>;

export const coreClinicalEmarScheduledEventSchema = z
  .object({
    effectiveDate: z.string(),
    expirationDate: z.string().nullable(),
    frequency: z.string(),
    timesPerDay: z.number().int(),
    drug: z.string(),
    drugQuantity: z.number(),
    drugUom: z.string(),
    type: z.string(),
  })
  .meta({ id: 'CoreClinicalEmarScheduledEvent' });
export type CoreClinicalEmarScheduledEvent = z.infer<typeof coreClinicalEmarScheduledEventSchema>;

export const coreClinicalEmarVitalItemSchema = z
  .object({
    type: z.string(),
    value: z.string(),
    notes: z.string(),
    createdOn: z.string(),
    updatedOn: z.string(),
  })
  .meta({ id: 'CoreClinicalEmarVitalItem' });

export const coreClinicalEmarVitalsGroupSchema = z
  .object({ items: z.array(coreClinicalEmarVitalItemSchema) })
  .meta({ id: 'CoreClinicalEmarVitalsGroup' });
export type CoreClinicalEmarVitalsGroup = z.infer<typeof coreClinicalEmarVitalsGroupSchema>;

export const coreClinicalEmarDispenseRowSchema = z
  .object({
    /** Empty until dispensed; the table shows 'Not Yet Dispensed'. */
    dispensed: z.string(),
    scheduled: z.string(),
    drug: z.string(),
    drugQuantity: z.number(),
    drugUom: z.string(),
    status: z.string(),
    administeredBy: z.string(),
  })
  .meta({ id: 'CoreClinicalEmarDispenseRow' });
export type CoreClinicalEmarDispenseRow = z.infer<typeof coreClinicalEmarDispenseRowSchema>;

/** The services a patient is synced to (their own ids stored on the patient). */
export const coreClinicalIntegrationServices = ['DoseSpot', 'Emar'] as const;
export const coreClinicalIntegrationServiceSchema = z.enum(coreClinicalIntegrationServices);
export type CoreClinicalIntegrationService = z.infer<typeof coreClinicalIntegrationServiceSchema>;

export const coreClinicalIntegrationSyncParamsSchema = z.object({
  patientId: z.uuid(),
  service: coreClinicalIntegrationServiceSchema,
});

/** What each service needs of a patient before it takes them (the sync refuses otherwise). */
export const integrationRequiredPatientFields = {
  DoseSpot: ['dateOfBirth', 'sex', 'phone', 'addressLine1', 'city', 'state', 'zip'],
  Emar: ['dateOfBirth'],
} as const satisfies Record<CoreClinicalIntegrationService, readonly string[]>;

/** A patient's standing with each service, as the chart's Integrations panel shows it. */
export const coreClinicalIntegrationStatusSchema = z
  .object({
    doseSpot: z.object({
      /** The clinic has DoseSpot (organization settings). */
      enabled: z.boolean(),
      /** The signed-in user may prescribe through DoseSpot. */
      userHasAccess: z.boolean(),
      externalPatientId: z.string().nullable(),
    }),
    emar: z.object({ enabled: z.boolean(), externalPatientId: z.string().nullable() }),
  })
  .meta({ id: 'CoreClinicalIntegrationStatus' });
export type CoreClinicalIntegrationStatus = z.infer<typeof coreClinicalIntegrationStatusSchema>;
