CREATE TABLE "rate_limits" (
	"name" text NOT NULL,
	"subject_hash" text NOT NULL,
	"hits" integer NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_name_subject_hash_pk" PRIMARY KEY("name","subject_hash")
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "job_data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Links made before networks were recorded get '', which no network matches: they are never
-- revoked by a new link and end by their 15-minute expiry.
ALTER TABLE "portal_sign_in_links" ADD COLUMN "requested_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_sign_in_links" ALTER COLUMN "requested_from" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");