ALTER TABLE "documents" ADD COLUMN "score_reason" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "score_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "score_set_by_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "score_set_by_name" text;