import { z } from 'zod';
import { codedIssue } from '../serverMessages/validationCodes';
import {
  appointmentRequestInsuranceSchema,
  appointmentRequestPatientInfoSchema,
  appointmentRequestPaymentInfoSchema,
} from './appointmentRequests';

/**
 * PUT api/portal/PatientRegistrations: a new-patient registration (/new-patient-registration).
 * Stored as an appointment request without service or time; approving it creates the patient
 * and a portal login for the e-mail given, without booking anything.
 */
export const patientRegistrationCreateBodySchema = z
  .strictObject({
    /** The location the visitor wants to be seen at. */
    locationId: z.uuid(),
    patientInfo: appointmentRequestPatientInfoSchema,
    insurance: appointmentRequestInsuranceSchema.optional(),
    paymentInfo: appointmentRequestPaymentInfoSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.paymentInfo?.method === 'insurance' && !body.insurance) {
      ctx.addIssue({ code: 'custom', path: ['insurance'], ...codedIssue('insuranceDetailsMissing') });
    }
  })
  .meta({ id: 'PatientRegistrationCreateBody' });
export type PatientRegistrationCreateBody = z.infer<typeof patientRegistrationCreateBodySchema>;
