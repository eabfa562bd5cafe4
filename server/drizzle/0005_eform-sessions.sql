CREATE TABLE "eform_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"ticket_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eform_links" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "eform_sessions" ADD CONSTRAINT "eform_sessions_link_id_eform_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."eform_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eform_sessions_ticket_idx" ON "eform_sessions" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "eform_sessions_link_idx" ON "eform_sessions" USING btree ("link_id");