import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { clinicians } from './clinicians';
import { createdAt, idColumn, instant } from './columns';
import { locations, services } from './locations';
import { patients } from './patients';
import { portalLogins } from './portalLogins';

const wallClock = (name: string) => timestamp(name, { withTimezone: false, mode: 'string' });

/** A patient who asked to be told of an earlier slot; served first come, first served. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    loginId: uuid('login_id').references(() => portalLogins.id),
    serviceId: uuid('service_id').references(() => services.id),
    locationId: uuid('location_id').references(() => locations.id),
    /** Null: any clinician. */
    clinicianId: uuid('clinician_id').references(() => clinicians.id),
    /** The appointment the patient would move from, if any. */
    currentAppointmentId: uuid('current_appointment_id').references(() => appointments.id),
    earliestDate: date('earliest_date', { mode: 'string' }),
    latestDate: date('latest_date', { mode: 'string' }),
    /** Days that suit, 0 Sunday to 6 Saturday; empty: any day. */
    daysOfWeek: jsonb('days_of_week').$type<number[]>().notNull().default([]),
    /** 'morning', 'afternoon', 'evening' at the location; empty: any time. */
    partsOfDay: jsonb('parts_of_day').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['waiting', 'offered', 'booked', 'cancelled'] })
      .notNull()
      .default('waiting'),
    createdAt: createdAt(),
  },
  (t) => [index('waitlist_entries_status_idx').on(t.status, t.createdAt)],
);

/** A freed slot offered to one waiting patient through an e-mailed single-use code. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: idColumn(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id),
    codeHash: text('code_hash').notNull(),
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => clinicians.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    serviceId: uuid('service_id').references(() => services.id),
    slotStart: wallClock('slot_start').notNull(),
    slotEnd: wallClock('slot_end').notNull(),
    status: text('status', { enum: ['offered', 'accepted', 'declined', 'expired', 'taken'] })
      .notNull()
      .default('offered'),
    expiresAt: instant('expires_at').notNull(),
    respondedAt: instant('responded_at'),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_offers_code_idx').on(t.codeHash),
    index('waitlist_offers_entry_idx').on(t.entryId),
  ],
);
