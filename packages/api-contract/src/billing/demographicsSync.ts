import { z } from 'zod';

/** POST Patients/syncPatientDemographicsWithPeregrine: the practice-management system has the patient's details. */
export const billingDemographicsSyncSchema = z
  .object({ synced: z.literal(true), syncedAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'BillingDemographicsSync' });
export type BillingDemographicsSync = z.infer<typeof billingDemographicsSyncSchema>;
