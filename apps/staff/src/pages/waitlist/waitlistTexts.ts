import type { CoreWaitlistEntry, CoreWaitlistOffer, WaitlistPartOfDay } from '@clinic/api-contract';
import { en } from '../../i18n/en';

/** The staff waitlist's texts (English, like the rest of the staff app). */
export const waitlistTexts = {
  title: 'Waitlist',
  intro:
    'Patients who asked in the portal to be told of an earlier time, first come first served. A freed slot is offered to them by e-mail.',
  filters: 'Filters',
  location: 'Location',
  service: 'Service',
  clinician: 'Clinician',
  clinicianHint: 'Entries for any clinician are kept too.',
  any: 'Any',
  showClosed: 'Show booked and removed entries',
  caption: 'Waitlist entries, first come first served',
  empty: 'Nobody is on the waitlist here.',
  patient: 'Patient',
  anyClinician: 'Any clinician',
  when: 'Days and times',
  since: 'Waiting since',
  offers: 'Offers',
  status: 'Status',
  actions: 'Actions',
  anyDay: 'Any day',
  anyTime: 'Any time',
  dates: (from: string | null, to: string | null) =>
    from && to ? `${from} to ${to}` : from ? `From ${from}` : to ? `Until ${to}` : '',
  partsOfDay: {
    morning: 'Morning (before 12 PM)',
    afternoon: 'Afternoon (12 PM – 5 PM)',
    evening: 'Evening (after 5 PM)',
  } satisfies Record<WaitlistPartOfDay, string>,
  weekdays: en.weekdays,
  statuses: {
    waiting: 'Waiting',
    offered: 'Offer open',
    booked: 'Booked',
    cancelled: 'Removed',
  } satisfies Record<CoreWaitlistEntry['status'], string>,
  noOffers: 'None yet',
  seeOffers: (count: number) => (count === 1 ? 'See 1 offer' : `See ${count} offers`),
  seeOffersLabel: (count: number, patient: string) =>
    `See ${count === 1 ? '1 offer' : `${count} offers`} made to ${patient}`,
  offersTitle: (patient: string) => `Offers made to ${patient}`,
  offersCaption: 'Offers, newest first',
  slot: 'Slot',
  offeredAt: 'Offered',
  expires: 'Answer by',
  answered: 'Answered',
  offerStatuses: {
    offered: 'Open',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
    taken: 'Taken by another booking',
  } satisfies Record<CoreWaitlistOffer['status'], string>,
  remove: 'Remove',
  removeLabel: (patient: string, service: string) => `Remove ${patient} from the waitlist for ${service}`,
  removeTitle: 'Remove from the waitlist?',
  removeMessage: (patient: string) =>
    `${patient} will no longer be offered earlier times for this request; an offer open now goes to the next patient.`,
  removed: (patient: string) => `${patient} was removed from the waitlist.`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
