import { z } from 'zod';
import { pageRequestSchema } from '../common/paging';
import { usZipSchema } from '../common/usZip';
import { videoVisitUrlSchema } from '../common/videoVisitUrl';
import { codedIssue } from '../serverMessages/validationCodes';
import { requestLoginLinkSchema } from './requesterChecks';
import { appointmentsDateSchema, appointmentsStartSchema, appointmentsWallClockSchema } from './wallClock';

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** Card numbers never travel through the request flow (payments have their own processor). */
const looksLikeCardNumber = /\d(?:[ -]?\d){12,18}/;

/** The wizard's "your information" step: required for an anonymous visitor. */
export const appointmentRequestPatientInfoSchema = z
  .strictObject({
    firstName: requiredText(100),
    middleName: text(100).optional(),
    lastName: requiredText(100),
    dateOfBirth: appointmentsDateSchema,
    email: z.string().trim().toLowerCase().pipe(z.email()),
    phone: z
      .string()
      .trim()
      .regex(/^[+()\d .-]{7,30}$/, 'Enter a valid phone number'),
    addressLine1: text(200).optional(),
    addressLine2: text(200).optional(),
    city: text(100).optional(),
    state: text(50).optional(),
    zip: usZipSchema.optional(),
    gender: text(50).optional(),
    preferredLanguage: text(50).optional(),
  })
  .meta({ id: 'AppointmentRequestPatientInfo' });
export type AppointmentRequestPatientInfo = z.infer<typeof appointmentRequestPatientInfoSchema>;

export const appointmentRequestInsuranceSchema = z
  .strictObject({
    /** An InsuranceCompany lookup id (Catalog/InsuranceCompany). */
    companyId: z.uuid().nullable().optional(),
    memberId: requiredText(50),
    groupNumber: text(50).optional(),
    subscriber: z
      .strictObject({
        relationship: requiredText(50),
        firstName: requiredText(100),
        lastName: requiredText(100),
        dateOfBirth: appointmentsDateSchema,
      })
      .optional(),
  })
  .meta({ id: 'AppointmentRequestInsurance' });
export type AppointmentRequestInsurance = z.infer<typeof appointmentRequestInsuranceSchema>;

/** How the visit will be paid: never card details (unknown fields such as cardNumber are refused). */
export const appointmentRequestPaymentInfoSchema = z
  .strictObject({
    method: z.enum(['insurance', 'self-pay', 'sliding-scale', 'other']),
    notes: text(500)
      .refine((notes) => !looksLikeCardNumber.test(notes), 'Do not enter card numbers here.')
      .optional(),
  })
  .meta({ id: 'AppointmentRequestPaymentInfo' });
export type AppointmentRequestPaymentInfo = z.infer<typeof appointmentRequestPaymentInfoSchema>;

/** One intake form filled in the wizard (validated like an e-form). */
export const appointmentRequestIntakeDocumentSchema = z.strictObject({
  formId: z.uuid(),
  results: z.record(z.string(), z.unknown()),
});

/** PUT api/portal/AppointmentRequests: the wizard's steps in order. */
export const appointmentRequestCreateBodySchema = z
  .strictObject({
    serviceId: z.uuid(),
    locationId: z.uuid(),
    placeOfServiceId: z.uuid(),
    /** Omitted or null: any clinician (the server holds the slot with the first free one). */
    clinicianId: z.uuid().nullable().optional(),
    /** Location wall clock 'YYYY-MM-DDTHH:mm'. */
    start: appointmentsStartSchema,
    patientInfo: appointmentRequestPatientInfoSchema.optional(),
    insurance: appointmentRequestInsuranceSchema.optional(),
    paymentInfo: appointmentRequestPaymentInfoSchema,
    intakeDocuments: z.array(appointmentRequestIntakeDocumentSchema).max(20).default([]),
    /** The patient's upcoming appointment this request moves (cancelled when staff approve it). */
    rescheduleOfAppointmentId: z.uuid().optional(),
    /** The wizard's hold of this time (POST AppointmentRequests/Hold): used up by the request. */
    holdId: z.uuid().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.paymentInfo.method === 'insurance' && !body.insurance) {
      ctx.addIssue({ code: 'custom', path: ['insurance'], ...codedIssue('insuranceDetailsMissing') });
    }
  })
  .meta({ id: 'AppointmentRequestCreateBody' });
export type AppointmentRequestCreateBody = z.infer<typeof appointmentRequestCreateBodySchema>;

export const appointmentRequestStatuses = ['Unconfirmed', 'Approved', 'Declined', 'Cancelled'] as const;
export const appointmentRequestStatusSchema = z.enum(appointmentRequestStatuses);
export type AppointmentRequestStatus = z.infer<typeof appointmentRequestStatusSchema>;

const storedStep = z.record(z.string(), z.unknown());

export const appointmentRequestSchema = z
  .object({
    id: z.uuid(),
    status: appointmentRequestStatusSchema,
    /** Null for an anonymous visitor's request until it is approved. */
    patientId: z.uuid().nullable(),
    serviceId: z.uuid().nullable(),
    serviceName: z.string().nullable(),
    locationId: z.uuid().nullable(),
    locationName: z.string().nullable(),
    placeOfServiceId: z.uuid().nullable(),
    placeOfServiceName: z.string().nullable(),
    clinicianId: z.uuid().nullable(),
    clinicianName: z.string().nullable(),
    requestedStart: appointmentsWallClockSchema.nullable(),
    requestedEnd: appointmentsWallClockSchema.nullable(),
    patientInfo: storedStep,
    insurance: storedStep,
    paymentInfo: storedStep,
    appointmentId: z.uuid().nullable(),
    declineReason: z.string().nullable(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    /** The appointment this request asks to move, if it is a reschedule. */
    rescheduleOfAppointmentId: z.uuid().nullable(),
  })
  .meta({ id: 'AppointmentRequest' });
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

export const appointmentRequestIntakeSummarySchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  formName: z.string(),
  versionId: z.uuid(),
  score: z.string().nullable(),
  order: z.number().int(),
});

/** A request in the staff queue: who asked is named, so the list needs no call per row. */
export const appointmentRequestListItemSchema = appointmentRequestSchema
  .extend({
    /** True when an anonymous visitor asked: approving creates the patient record. */
    isNewPatient: z.boolean(),
    /** The patient's name, else the name the visitor typed. */
    patientName: z.string(),
    /** A visitor's address opened the link mailed to it (always true for a signed-in patient). */
    emailVerified: z.boolean(),
    /** A visitor's approved request: how their portal login reaches the chart; null otherwise. */
    loginLink: requestLoginLinkSchema.nullable(),
    /** The status of the appointment an approved request became ('Show', 'Cancelled'...). */
    appointmentStatus: z.string().nullable(),
    /** The requested place of service is telehealth (CMS codes 02 and 10). */
    telehealth: z.boolean(),
    /** The video visit link of the appointment an approved telehealth request became. */
    videoVisitUrl: z.string().nullable(),
  })
  .meta({ id: 'AppointmentRequestListItem' });
export type AppointmentRequestListItem = z.infer<typeof appointmentRequestListItemSchema>;

/** What staff review: the request, who asked, and the intake forms filled with it. */
export const appointmentRequestDetailSchema = appointmentRequestListItemSchema
  .extend({
    intakeDocuments: z.array(appointmentRequestIntakeSummarySchema),
  })
  .meta({ id: 'AppointmentRequestDetail' });
export type AppointmentRequestDetail = z.infer<typeof appointmentRequestDetailSchema>;

/** GET api/core/AppointmentRequests: newest first. */
export const appointmentRequestListQuerySchema = pageRequestSchema.extend({
  status: appointmentRequestStatusSchema.optional(),
});
export type AppointmentRequestListQuery = z.infer<typeof appointmentRequestListQuerySchema>;

/** PATCH api/core/AppointmentRequests/{id}/Approve. */
export const appointmentRequestApproveBodySchema = z
  .strictObject({
    /** Another free clinician for the slot; default: the one the request holds. */
    clinicianId: z.uuid().optional(),
    /** A visitor's request only: this existing patient's chart is used instead of a new one. */
    patientId: z.uuid().optional(),
    notes: text(1000).optional(),
    /**
     * A telehealth request's video visit link; omitted: the booked clinician's standing room,
     * null: none yet. Ignored for a visit in person.
     */
    videoVisitUrl: videoVisitUrlSchema.nullable().optional(),
  })
  .meta({
    description:
      "Optional: a different free clinician, notes for the appointment, for a telehealth visit its video link (default the clinician's), and for a visitor the existing patient to link to.",
  });
export type AppointmentRequestApproveBody = z.infer<typeof appointmentRequestApproveBodySchema>;

/** PATCH api/core/AppointmentRequests/{id}/Decline. */
export const appointmentRequestDeclineBodySchema = z.strictObject({ reason: requiredText(1000) });
export type AppointmentRequestDeclineBody = z.infer<typeof appointmentRequestDeclineBodySchema>;

/** POST api/portal/SendAppointmentUpdateSignalToMainApp/{requestId}/{patientId}. */
export const appointmentSignalParamsSchema = z.object({ requestId: z.uuid(), patientId: z.uuid() });
