import { z } from 'zod';

/** Why a new appointment request or registration was refused (the cancel/move codes are appointmentChanges.ts). */
export const schedulingRefusalCodes = [
  /** The slot was taken meanwhile (another request or booking). */
  'slotTaken',
  'slotPassed',
  'requestsDisabled',
  'newPatientRequestsDisabled',
  'registrationDisabled',
  'locationUnavailable',
  'serviceUnavailable',
  'serviceNotAtLocation',
  'clinicianNotOffering',
  'placeOfServiceUnavailable',
  'insuranceCompanyUnavailable',
  'patientInfoRequired',
  /** portal.md section 8, verbatim in English. */
  'requestAlreadyApproved',
  /** A request closed for changes (its intake documents). */
  'requestClosed',
  /** The e-mailed verification or chart link is unknown, used or expired. */
  'requesterLinkUnusable',
  /** Staff book or move onto time the clinician already has taken (another appointment, request or offer). */
  'clinicianDoubleBooked',
  /** Staff book or move outside the clinician's weekly hours at the location. */
  'outsideClinicianHours',
  /** Staff change an appointment that is no longer expected (checked in, no-show or cancelled). */
  'appointmentNotExpected',
  /** Staff send a reminder to a patient with no e-mail address and no phone that takes texts. */
  'reminderNoRecipient',
] as const;
export const schedulingRefusalCodeSchema = z.enum(schedulingRefusalCodes);
export type SchedulingRefusalCode = z.infer<typeof schedulingRefusalCodeSchema>;

/** Why joining, leaving or answering the waitlist was refused (alreadyOnWaitlist is appointmentChanges.ts). */
export const waitlistRefusalCodes = [
  'latestDatePassed',
  'waitlistEntryBooked',
  /** An offer was made while the patient left: simply asked again. */
  'waitlistTryAgain',
  'offerAlreadyAccepted',
  'offerTaken',
  'offerExpired',
  'offerClosed',
  /** Staff offer a slot to an entry that was removed. */
  'waitlistEntryClosed',
  /** Staff offer a slot while the patient still has one to answer. */
  'waitlistOfferOpen',
  /** Nowhere to send an offer: neither the portal login nor the chart has an e-mail address. */
  'waitlistNoEmail',
  /** Staff offer another clinician's time to a patient who waits for one clinician. */
  'waitlistOtherClinician',
] as const;
export const waitlistRefusalCodeSchema = z.enum(waitlistRefusalCodes);
export type WaitlistRefusalCode = z.infer<typeof waitlistRefusalCodeSchema>;
