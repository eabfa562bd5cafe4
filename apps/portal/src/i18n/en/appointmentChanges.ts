import type {
  AppointmentCancelReason,
  AppointmentChangeRefusalCode,
  WaitlistPartOfDay,
} from '@clinic/api-contract';

/** The server's refusal codes, worded here: a new code fails the build until it has a text. */
const refusals = {
  cancelTooLate:
    'This appointment starts in less than {{hours}} hours, too soon to cancel online. Please call the clinic.',
  alreadyCancelled: 'This appointment has already been cancelled.',
  notCancellable: 'Only an upcoming scheduled appointment can be cancelled.',
  requestNotCancellable: "Can't cancel this appointment request!",
  cancelLinkUnusable: 'This link has expired or has already been used.',
  notFound: 'This appointment was not found.',
  notReschedulable: 'Only an upcoming appointment of yours can be moved.',
  alreadyOnWaitlist: 'You are already on the waitlist for this service.',
} as const satisfies Record<AppointmentChangeRefusalCode, string>;

const reasons = {
  scheduleConflict: 'Schedule conflict',
  feelingBetter: 'Feeling better',
  illness: 'Illness',
  transportation: 'Transportation',
  cost: 'Cost',
  other: 'Other',
} as const satisfies Record<AppointmentCancelReason, string>;

const partsOfDay = {
  morning: 'Morning (before 12 PM)',
  afternoon: 'Afternoon (12 PM – 5 PM)',
  evening: 'Evening (after 5 PM)',
} as const satisfies Record<WaitlistPartOfDay, string>;

/** Cancelling, rescheduling and the waitlist (Appointments, the wizard, /cancel-request). */
export const enAppointmentChanges = {
  cancel: 'Cancel appointment',
  reschedule: 'Reschedule',
  earlier: 'Tell me if something earlier opens',
  cancelTitle: 'Cancel this appointment?',
  cancelNotice: 'Appointments can be cancelled online until {{hours}} hours before they start.',
  reason: 'Reason',
  reasonRequired: 'Choose a reason',
  details: 'Anything else you want to tell us',
  detailsRequired: 'Please tell us why you cancel',
  confirmCancel: 'Cancel appointment',
  keep: 'Keep appointment',
  cancelled: 'Your appointment was cancelled.',
  rescheduling:
    'Rescheduling your appointment on {{when}}. Choose a new time: your current appointment stays booked until the clinic approves the new one.',
  reasons,
  refusals,
  waitlist: {
    title: 'Join the waitlist',
    noTimeSuits: 'No time suits me',
    intro:
      'We will e-mail you when a time that suits you opens up. The first patient waiting is asked first.',
    earlierIntro:
      'We will e-mail you if a time earlier than your appointment on {{when}} opens up. Accepting it moves your appointment.',
    days: 'Days that suit you',
    parts: 'Times of day that suit you',
    anyHint: 'Choose none for any.',
    dayNames: {
      d0: 'Sunday',
      d1: 'Monday',
      d2: 'Tuesday',
      d3: 'Wednesday',
      d4: 'Thursday',
      d5: 'Friday',
      d6: 'Saturday',
    },
    partsOfDay,
    join: 'Join the waitlist',
    joined: 'You are on the waitlist. We will e-mail you when a time opens up.',
    entriesTitle: 'Your waitlist',
    anyDay: 'Any day',
    anyTime: 'Any time',
    anyClinician: 'Any clinician',
    earlierThan: 'Earlier than your appointment on {{when}}',
    leave: 'Leave waitlist',
    confirmLeave: 'Do you want to leave this waitlist?',
    left: 'You left the waitlist.',
    statuses: { waiting: 'Waiting', offered: 'Offer e-mailed', booked: 'Booked', cancelled: 'Left' },
  },
  /** A visitor (not signed in) at the wizard's time step, when no time suits them. */
  visitorNoTime: {
    call: 'No time suits you? Call {{location}} at',
    callEnd: ' and we will find one with you.',
    contact: 'No time suits you? Contact the clinic and we will find one with you.',
    register:
      'Or register as a new patient: once you can sign in, you can join the waitlist and we will e-mail you when a time opens up.',
    registerLink: 'Register as a new patient',
  },
  cancelRequest: {
    title: 'Cancel your appointment',
    intro:
      'This cancels your appointment request, or the appointment once the clinic approved it. Tell us why, then confirm.',
    submit: 'Cancel my appointment',
    doneRequest: 'Your appointment request was canceled successfully!',
    doneAppointment: 'Your appointment was cancelled.',
    toWelcome: 'Back to the start page',
  },
  /** The pages a reminder's links open. */
  reminderLinks: {
    confirmTitle: 'Confirm your appointment',
    confirmIntro: 'Press the button to let the clinic know you are coming to your appointment.',
    confirmSubmit: 'Confirm my appointment',
    confirmed: 'Thank you. Your appointment is confirmed.',
    cancelIntro: 'This cancels your appointment. Tell us why, then confirm.',
  },
} as const;
