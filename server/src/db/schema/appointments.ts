import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinicians } from './clinicians';
import { createdAt, idColumn, instant } from './columns';
import { locations, placesOfService, services } from './locations';
import { episodesOfCare, patients } from './patients';
import { portalLogins } from './portalLogins';

/** Wall-clock time at the appointment's location (no zone): compared with UTC plus timeZone. */
const wallClock = (name: string) => timestamp(name, { withTimezone: false, mode: 'string' });

export const appointments = pgTable(
  'appointments',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    episodeOfCareId: uuid('episode_of_care_id').references(() => episodesOfCare.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    clinicianId: uuid('clinician_id').references(() => clinicians.id),
    serviceId: uuid('service_id').references(() => services.id),
    placeOfServiceId: uuid('place_of_service_id').references(() => placesOfService.id),
    appointmentDate: wallClock('appointment_date').notNull(),
    appointmentEndDate: wallClock('appointment_end_date').notNull(),
    /** 'Show' marks an appointment that is expected to happen (portal.md section 3). */
    status: text('status').notNull().default('Show'),
    notes: text('notes').notNull().default(''),
    /** A telehealth appointment's video visit link (https): the clinician's room when booked, or staff's. */
    videoVisitUrl: text('video_visit_url'),
    /** When the patient confirmed they are coming, from a reminder's link. */
    confirmedAt: instant('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointments_patient_idx').on(t.patientId),
    index('appointments_clinician_date_idx').on(t.clinicianId, t.appointmentDate),
    // The reminder sweep's read, every 5 minutes: expected appointments of the coming days.
    index('appointments_expected_date_idx').on(t.appointmentDate).where(sql`${t.status} = 'Show'`),
  ],
);

export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: idColumn(),
    /** Null for an anonymous visitor's request. */
    loginId: uuid('login_id').references(() => portalLogins.id),
    patientId: uuid('patient_id').references(() => patients.id),
    /** Unconfirmed until staff review it, then Approved or Declined; Cancelled by the requester. */
    status: text('status').notNull().default('Unconfirmed'),
    serviceId: uuid('service_id').references(() => services.id),
    locationId: uuid('location_id').references(() => locations.id),
    placeOfServiceId: uuid('place_of_service_id').references(() => placesOfService.id),
    clinicianId: uuid('clinician_id').references(() => clinicians.id),
    requestedStart: wallClock('requested_start'),
    requestedEnd: wallClock('requested_end'),
    /** The wizard's "your information", "insurance" and "payment info" steps, as entered. */
    patientInfo: jsonb('patient_info').notNull().default({}),
    insurance: jsonb('insurance').notNull().default({}),
    paymentInfo: jsonb('payment_info').notNull().default({}),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    reviewedById: uuid('reviewed_by_id'),
    declineReason: text('decline_reason'),
    cancelledAt: instant('cancelled_at'),
    reviewedAt: instant('reviewed_at'),
    /** A visitor's e-mail address, once they opened the link mailed to it; staff approve only then. */
    emailVerifiedAt: instant('email_verified_at'),
    /** The portal language the visitor used: their mails are worded in it. */
    language: text('language').notNull().default('en'),
    /**
     * After a visitor's request is approved: whether the portal login of their e-mail reaches the
     * chart ('linked'), waits for the login's owner to confirm by e-mail ('awaitingOwner'), or
     * was not given ('notLinked').
     */
    loginLink: text('login_link', { enum: ['linked', 'awaitingOwner', 'notLinked'] }),
    /** The patient's appointment this request moves: approving it cancels that one. */
    rescheduleOfAppointmentId: uuid('reschedule_of_appointment_id').references(() => appointments.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_requests_status_idx').on(t.status),
    index('appointment_requests_patient_idx').on(t.patientId),
  ],
);
