import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant, updatedAt } from './columns';
import { locations } from './locations';

export const patients = pgTable(
  'patients',
  {
    id: idColumn(),
    accountNumber: text('account_number').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    mrn: text('mrn').notNull(),
    email: text('email'),
    phone: text('phone'),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    gender: text('gender').notNull().default(''),
    sex: text('sex').notNull().default(''),
    maritalStatus: text('marital_status').notNull().default(''),
    preferredLanguage: text('preferred_language').notNull().default(''),
    race: text('race').notNull().default(''),
    ethnicity: text('ethnicity').notNull().default(''),
    /** Set while portal sign-in is locked after repeated wrong dates of birth. */
    portalLockedUntil: instant('portal_locked_until'),
    /** Present once the patient is synchronised with the e-prescribing / eMAR services. */
    doseSpotPatientId: text('dose_spot_patient_id'),
    emarPatientId: text('emar_patient_id'),
    locationId: uuid('location_id').references(() => locations.id),
    /** Amount owed, in cents: money is never a float. */
    balanceCents: integer('balance_cents').notNull().default(0),
    /** When the patient asked, in the portal profile, for appointment reminders by text to `phone`. */
    smsRemindersOptedInAt: instant('sms_reminders_opted_in_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('patients_account_number_idx').on(t.accountNumber),
    uniqueIndex('patients_mrn_idx').on(t.mrn),
    index('patients_last_name_idx').on(t.lastName),
  ],
);

export const episodesOfCare = pgTable(
  'episodes_of_care',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    locationId: uuid('location_id').references(() => locations.id),
    /** The EOC number shown in form headers. */
    number: text('number').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('Active'),
    createdAt: createdAt(),
    closedAt: instant('closed_at'),
  },
  (t) => [index('episodes_of_care_patient_idx').on(t.patientId)],
);
