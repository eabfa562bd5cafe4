CREATE TABLE "appointment_request_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"login_id" uuid,
	"patient_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "login_link" text;--> statement-breakpoint
ALTER TABLE "appointment_request_codes" ADD CONSTRAINT "appointment_request_codes_request_id_appointment_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."appointment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_request_codes" ADD CONSTRAINT "appointment_request_codes_login_id_portal_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."portal_logins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_request_codes" ADD CONSTRAINT "appointment_request_codes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_request_codes_code_idx" ON "appointment_request_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "appointment_request_codes_request_idx" ON "appointment_request_codes" USING btree ("request_id","purpose");