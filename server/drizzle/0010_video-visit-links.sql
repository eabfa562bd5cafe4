ALTER TABLE "appointments" ADD COLUMN "video_visit_url" text;--> statement-breakpoint
ALTER TABLE "clinicians" ADD COLUMN "video_visit_url" text;