import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';

export const staffRoles = ['staff', 'techStaff'] as const;

export const staffUsers = pgTable(
  'staff_users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    /** argon2id; null until a password is set. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    credentials: text('credentials').notNull().default(''),
    roles: text('roles', { enum: staffRoles }).array().notNull().default(['staff']),
    /** Lets a user without the tech-staff role see the Advanced editor and enter expressions. */
    advancedOptions: boolean('advanced_options').notNull().default(false),
    /** Access to the e-prescribing integration (DoseSpot). */
    doseSpotAccess: boolean('dose_spot_access').notNull().default(false),
    /** The saved signature image offered by "Use My Signature". */
    signature: text('signature'),
    createdAt: createdAt(),
    disabledAt: instant('disabled_at'),
  },
  (t) => [uniqueIndex('staff_users_email_idx').on(t.email)],
);
