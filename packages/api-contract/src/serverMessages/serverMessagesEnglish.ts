import type { ServerMessageCode } from './serverMessageCodes';

/**
 * The English of every code a server refusal carries (docs/decisions.md "Server messages as
 * codes"): the server's own messages, portal.md's texts verbatim. Both apps word codes from it
 * (the portal beside its Spanish); typed by the code list, so a new code fails the build until it
 * is worded. Its own entry (`@clinic/api-contract/serverMessagesEnglish`) and a type-only import:
 * the portal's first page takes these texts without zod.
 */
export const serverMessagesEnglish: Record<ServerMessageCode, string> = {
  // Cancelling, moving, the waitlist (appointmentChangeRefusalCodes).
  cancelTooLate: 'This appointment starts too soon to cancel online. Please call the clinic to cancel it.',
  alreadyCancelled: 'This appointment has already been cancelled.',
  notCancellable: 'Only an upcoming scheduled appointment can be cancelled.',
  // portal.md section 8, verbatim.
  requestNotCancellable: "Can't cancel this appointment request!",
  cancelLinkUnusable: 'This link has expired or has already been used.',
  notFound: 'Not found.',
  notReschedulable: 'Only an upcoming appointment of yours can be moved.',
  alreadyOnWaitlist: 'You are already on the waitlist for this service.',
  // Sign-in (portal.md section 5, verbatim).
  invalidDateOfBirth: 'Invalid date of birth. Please correct it and try again.',
  patientLocked:
    'Too many wrong dates of birth. Sign-in for this patient is locked; please try again in an hour.',
  expiredLink: 'Expired link. Please request a new link and try again.',
  emailNotFound: 'Email not found.',
  eFormSessionEnded: 'Your session has ended. Enter the date of birth again to continue.',
  // Cards and payments (the gateway's are Stripe's wording).
  cardIncorrectNumber: 'Your card number is incorrect.',
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',
  cardExpired: 'Your card has expired.',
  cardIncorrectCvc: "Your card's security code is incorrect.",
  cardProcessingError: 'An error occurred while processing your card. Try again in a little bit.',
  paymentFailed: 'Your payment could not be completed.',
  paymentStillProcessing:
    'This payment is still being processed. Please check your payment history in a few minutes.',
  paymentAmountChanged:
    'This payment was already submitted with a different amount. Please start a new payment.',
  amountOverBalance: 'The amount cannot be more than the balance due of {{balance}}.',
  chooseCard: 'Choose a saved card or enter a new card.',
  tooManySavedCards: 'You can save up to {{max}} cards. Remove one before adding another.',
  billingSystemUnavailable: 'The billing system is not answering right now. Please try again later.',
  clinicianUnavailable: 'The chosen clinician is not available.',
  dateOfServiceInFuture: 'The date of service cannot be in the future.',
  writeOffOverBalance: 'A write-off cannot be more than the balance of {{balance}}.',
  refundOverPaid: 'The refund cannot be more than the {{refundable}} still refundable on this payment.',
  paymentNotRefundable: 'Only a completed payment can be refunded.',
  refundAmountChanged:
    'This refund was already submitted with a different amount. Please start a new refund.',
  refundFailed: 'The refund was not made: {{message}}',
  refundStillProcessing: 'This refund is still being processed. Please check the ledger in a few minutes.',
  // New appointment requests and registrations.
  slotTaken: 'The chosen time is not available. Please choose another date or time.',
  slotPassed: 'The chosen time has passed. Please choose another date or time.',
  requestsDisabled: 'Appointment requests are not available at this time. Please contact the clinic.',
  newPatientRequestsDisabled:
    'Appointment requests from new patients are not available. Please sign in to request an appointment.',
  registrationDisabled: 'New-patient registration is not available at this time. Please contact the clinic.',
  locationUnavailable: 'The chosen location is not available.',
  serviceUnavailable: 'The chosen service is not available.',
  serviceNotAtLocation: 'The chosen service is not offered at this location.',
  clinicianNotOffering: 'The chosen clinician does not offer this service at this location.',
  placeOfServiceUnavailable: 'The chosen place of service is not available at this location.',
  insuranceCompanyUnavailable: 'The chosen insurance company is not available.',
  patientInfoRequired: 'Please enter your information.',
  // portal.md section 8, verbatim.
  requestAlreadyApproved:
    'This appointment request has already been approved. To cancel it, please visit the Appointments section!',
  requestClosed: 'This appointment request can no longer be changed.',
  requesterLinkUnusable: 'This link has expired or has already been used.',
  clinicianDoubleBooked:
    'The clinician already has an appointment at this time. Choose another time or clinician.',
  outsideClinicianHours: "This time is outside the clinician's hours at this location.",
  appointmentNotExpected: 'Only an expected appointment can be changed.',
  reminderNoRecipient:
    'The patient has no e-mail address, and no phone for text reminders: there is nowhere to send a reminder.',
  // The waitlist.
  latestDatePassed: 'The latest date has already passed.',
  waitlistEntryBooked: 'This waitlist entry has already been booked.',
  waitlistTryAgain: 'Please try again.',
  offerAlreadyAccepted: 'This appointment has already been booked with this link.',
  offerTaken: 'Sorry, this appointment was just taken by someone else. You are still on the waitlist.',
  offerExpired: 'This offer has expired. You are still on the waitlist.',
  offerClosed: 'This offer is no longer open.',
  waitlistEntryClosed: 'This patient is no longer on the waitlist.',
  waitlistOfferOpen:
    'This patient already has an offer to answer. Wait for their answer or for the offer to expire.',
  waitlistNoEmail: 'This patient has no e-mail address to send the offer to.',
  waitlistOtherClinician: 'This patient is waiting for another clinician.',
  // Documents and their files.
  documentCompleted: 'This document is completed and can no longer be changed.',
  documentLocked:
    'This document is completed and locked. Revert it to draft, giving the reason for unlocking it, before changing it.',
  documentConflict:
    'This document was changed by someone else since you opened it. Reload it to see their changes, then save again.',
  documentAlreadyCompleted: 'This document is already completed.',
  formNotOffered: 'This form is not available in the portal.',
  documentNoFile: 'This document has no uploaded file.',
  pdfNeedsCompleted: 'Only a completed document can be downloaded as a PDF.',
  groupPdfNeedsCompleted:
    'Only a document group whose documents are all completed can be downloaded as a PDF.',
  downloadLinkInvalid: 'This download link has expired or is not valid. Please download the file again.',
  fileRequired: 'Choose a file to upload.',
  fileEmpty: 'The file is empty.',
  fileTypeRefused: 'This file type is not accepted. Upload a PDF or an image (PNG, JPEG, GIF, WebP or TIFF).',
  fileTooLarge: 'The file is too large: at most {{maxMb}} MB.',
  uploadUnreadable: 'The upload could not be read.',
  // Limits, the profile, and the client's own failure.
  tooManyRequests: 'Too many requests. Please wait {{seconds}} seconds and try again.',
  smsNeedsPhone: 'Add a mobile phone number to your profile first: reminders are texted to it.',
  noProfileChanges: 'There are no changes to send.',
  changeRequestAlreadyReviewed: 'This change request has already been reviewed.',
  changeRequestNotApplicable: 'This change request cannot be applied: its values are not valid.',
  // portal.md section 8, verbatim.
  noConnection: 'No connection with resources',
};
