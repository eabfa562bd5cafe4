CREATE TABLE "score_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"code" text NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_id" uuid,
	"acknowledged_by_name" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "score_alerts" ADD CONSTRAINT "score_alerts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_alerts" ADD CONSTRAINT "score_alerts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "score_alerts_document_code_idx" ON "score_alerts" USING btree ("document_id","code");--> statement-breakpoint
CREATE INDEX "score_alerts_open_idx" ON "score_alerts" USING btree ("raised_at");