CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_original_user_idx" ON "audit_log" USING btree ("original_user_id","id");