ALTER TABLE "documents" ADD COLUMN "completed_by_patient" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reviewed_by_id" uuid;--> statement-breakpoint
CREATE INDEX "documents_inbox_completed_idx" ON "documents" USING btree ("completed_at") WHERE "documents"."completed_by_patient" and "documents"."reviewed_at" is null and "documents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "documents_inbox_shared_idx" ON "documents" USING btree ("shared_at") WHERE "documents"."shared_with_portal" and "documents"."status" = 'Draft' and "documents"."deleted_at" is null;