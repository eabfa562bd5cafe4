import { z } from 'zod';
import { codedIssue } from '../serverMessages/validationCodes';
import { appointmentCancelReasonSchema } from './appointmentChanges';

/** POST api/portal/Appointments/{id}/Cancel: the patient cancels an upcoming appointment. */
export const portalAppointmentCancelBodySchema = z
  .strictObject({
    reason: appointmentCancelReasonSchema,
    /** Free words beside the reason (required with 'other'). */
    details: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.reason !== 'other' || Boolean(b.details), {
    path: ['details'],
    ...codedIssue('cancelReasonMissing'),
  })
  .meta({ id: 'PortalAppointmentCancelBody' });
export type PortalAppointmentCancelBody = z.infer<typeof portalAppointmentCancelBodySchema>;
