import { boolean, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { emptyUuidArray, idColumn } from './columns';
import { locations } from './locations';

export const clinicians = pgTable('clinicians', {
  id: idColumn(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  credentials: text('credentials').notNull().default(''),
  email: text('email'),
  serviceIds: uuid('service_ids').array().notNull().default(emptyUuidArray),
  active: boolean('active').notNull().default(true),
  /** The clinician's standing video room (https): telehealth appointments booked with them get it. */
  videoVisitUrl: text('video_visit_url'),
});

/** Weekly availability: on `weekday` (0 Sunday .. 6 Saturday) from `startTime` to `endTime`, location wall clock. */
export const clinicianAvailability = pgTable(
  'clinician_availability',
  {
    id: idColumn(),
    clinicianId: uuid('clinician_id')
      .notNull()
      .references(() => clinicians.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    weekday: smallint('weekday').notNull(),
    /** "HH:mm" */
    startTime: text('start_time').notNull(),
    /** "HH:mm" */
    endTime: text('end_time').notNull(),
  },
  (t) => [index('clinician_availability_clinician_idx').on(t.clinicianId)],
);
