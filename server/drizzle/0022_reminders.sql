CREATE TABLE "appointment_reminder_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"appointment_start" timestamp NOT NULL,
	"offset_hours" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_sandbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sid" text NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "reminder_offsets_hours" integer[] DEFAULT '{72,24}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "quiet_hours_start" text DEFAULT '21:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "quiet_hours_end" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "sms_reminders_opted_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_reminder_codes" ADD CONSTRAINT "appointment_reminder_codes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminder_codes_hash_idx" ON "appointment_reminder_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "appointment_reminder_codes_appointment_idx" ON "appointment_reminder_codes" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_once_idx" ON "appointment_reminders" USING btree ("appointment_id","appointment_start","offset_hours","channel");--> statement-breakpoint
CREATE INDEX "appointments_expected_date_idx" ON "appointments" USING btree ("appointment_date") WHERE "appointments"."status" = 'Show';