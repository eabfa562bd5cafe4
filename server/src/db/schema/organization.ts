import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** The system settings of portal.md section 3: one row (id 1) per installation. */
export const organizationSettings = pgTable('organization_settings', {
  id: integer('id').primaryKey().default(1),
  organizationName: text('organization_name').notNull(),
  /** A data: URL (or an absolute URL) of the logo shown on the welcome page. */
  organizationLogo: text('organization_logo'),
  newPatientRegistrationEnabled: boolean('new_patient_registration_enabled').notNull().default(true),
  appointmentRequestEnable: boolean('appointment_request_enable').notNull().default(true),
  /** Patients may cancel in the portal until this many hours before the start (staff after). */
  appointmentCancelNoticeHours: integer('appointment_cancel_notice_hours').notNull().default(24),
  appointmentRequestNewPatientEnable: boolean('appointment_request_new_patient_enable')
    .notNull()
    .default(true),
  /** The live-update endpoint the portal signals (we serve it ourselves; kept for the spec's field). */
  signalRAppUrl: text('signal_r_app_url'),
  doseSpotEnabled: boolean('dose_spot_enabled').notNull().default(false),
  emarEnabled: boolean('emar_enabled').notNull().default(false),
  /** What a patient whose answers raise an alert reads (issue 19.3); null: the portal's default (988). */
  crisisText: text('crisis_text'),
  updatedAt: updatedAt(),
});
