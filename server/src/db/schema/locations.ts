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
  formIds: uuid('form_ids').array().notNull().default(emptyUuidArray),
  formGroupIds: uuid('form_group_ids').array().notNull().default(emptyUuidArray),
  treatmentPlanFormId: uuid('treatment_plan_form_id'),
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
