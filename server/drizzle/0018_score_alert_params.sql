DROP INDEX "score_alerts_document_code_idx";--> statement-breakpoint
ALTER TABLE "score_alerts" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "score_alerts_document_code_params_idx" ON "score_alerts" USING btree ("document_id","code","params");