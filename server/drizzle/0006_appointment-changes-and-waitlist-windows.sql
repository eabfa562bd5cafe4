ALTER TABLE "appointment_requests" ADD COLUMN "reschedule_of_appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "appointment_cancel_notice_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "days_of_week" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "parts_of_day" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_reschedule_of_appointment_id_appointments_id_fk" FOREIGN KEY ("reschedule_of_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;