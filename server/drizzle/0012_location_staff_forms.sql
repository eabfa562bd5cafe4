ALTER TABLE "locations" ADD COLUMN "staff_form_ids" uuid[];--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "staff_form_group_ids" uuid[];