DROP INDEX "audit_log_record_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "grund" text;--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("table_name","record_id","id" DESC NULLS LAST);