import { z } from 'zod';
import { isoInstantSchema } from '../common/calendarDates';

/** POST Patients/syncPatientDemographicsWithPeregrine: the practice-management system has the patient's details. */
export const billingDemographicsSyncSchema = z
  .object({ synced: z.literal(true), syncedAt: isoInstantSchema })
  .meta({ id: 'BillingDemographicsSync' });
export type BillingDemographicsSync = z.infer<typeof billingDemographicsSyncSchema>;
