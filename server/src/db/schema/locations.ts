import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, emptyUuidArray, idColumn } from './columns';

export const locations = pgTable('locations', {
  id: idColumn(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /**
   * The location's IANA zone (api-contract `timeZoneSchema`). The spec's timeZone is
   * derived from it for the instant in question (forms-core `zoneOffsetHours`), never stored.
   */
  timeZone: text('time_zone').notNull().default('UTC'),
  serviceIds: uuid('service_ids').array().notNull().default(emptyUuidArray),
  /** Forms and groups offered to patients: started in the portal and filled when requesting an appointment. */
  formIds: uuid('form_ids').array().notNull().default(emptyUuidArray),
  formGroupIds: uuid('form_group_ids').array().notNull().default(emptyUuidArray),
  /**
   * Forms and groups staff fill for this location's patients: null offers every one (a new form
   * is usable at once); a list offers only those, and stays a list when its last entry is deleted.
   */
  staffFormIds: uuid('staff_form_ids').array(),
  staffFormGroupIds: uuid('staff_form_group_ids').array(),
  treatmentPlanFormId: uuid('treatment_plan_form_id'),
  /** Hours before an appointment its reminders go out (docs/decisions.md "Appointment reminders"). */
  reminderOffsetsHours: integer('reminder_offsets_hours')
    .array()
    .notNull()
    .default(sql`'{72,24}'::integer[]`),
  /** "HH:mm" on the location's wall clock: no reminder goes out from the start until the end. */
  quietHoursStart: text('quiet_hours_start').notNull().default('21:00'),
  quietHoursEnd: text('quiet_hours_end').notNull().default('08:00'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const services = pgTable('services', {
  id: idColumn(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  durationMinutes: integer('duration_minutes').notNull().default(60),
  active: boolean('active').notNull().default(true),
});

export const placesOfService = pgTable('places_of_service', {
  id: idColumn(),
  locationId: uuid('location_id')
    .notNull()
    .references(() => locations.id),
  /** CMS place-of-service code, e.g. "11" (office) or "02" (telehealth). */
  code: text('code').notNull(),
  name: text('name').notNull(),
});
