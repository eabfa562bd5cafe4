import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinicians } from './clinicians';
import { createdAt, idColumn, instant } from './columns';
import { locations, services } from './locations';
import { portalLogins } from './portalLogins';

/**
 * A time a patient chose in the request wizard, kept from everyone else for a few minutes while
 * they finish the request (scheduling/slotHolds). The id is the holder's proof: only the wizard
 * that made the hold knows it. Migration 0021 adds `during`, the hold as instants (kept by a
 * trigger from the wall clock and the location's zone), and an exclusion constraint on
 * clinician and `during`: two holds of one clinician never overlap.
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    id: idColumn(),
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => clinicians.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    /** Wall clock at the location, like appointments.appointment_date. */
    slotStart: timestamp('slot_start', { withTimezone: false, mode: 'string' }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: false, mode: 'string' }).notNull(),
    /** The signed-in patient's login; null for a visitor. */
    loginId: uuid('login_id').references(() => portalLogins.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('slot_holds_expires_idx').on(t.expiresAt)],
);
