ALTER TABLE "papierkorb" ADD COLUMN "parent_table" text;--> statement-breakpoint
ALTER TABLE "papierkorb" ADD COLUMN "parent_id" integer;--> statement-breakpoint
CREATE INDEX "papierkorb_parent_idx" ON "papierkorb" USING btree ("parent_table","id" DESC NULLS LAST);