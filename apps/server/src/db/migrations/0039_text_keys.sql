-- Issue 29: stored accent- and case-free keys of the names lists filter and sort by (schema/base.ts textKey),
-- so a filter walking the name order tests index entries instead of calling f_unaccent per row.
DROP INDEX "personen_nachname_prefix_idx";--> statement-breakpoint
DROP INDEX "personen_vorname_sort_idx";--> statement-breakpoint
DROP INDEX "personen_email_prefix_idx";--> statement-breakpoint
DROP INDEX "personen_email_trgm_idx";--> statement-breakpoint
DROP INDEX "personen_nachname_trgm_idx";--> statement-breakpoint
DROP INDEX "personen_vorname_trgm_idx";--> statement-breakpoint
DROP INDEX "firmen_name_sort_idx";--> statement-breakpoint
DROP INDEX "firmen_name_trgm_idx";--> statement-breakpoint
DROP INDEX "projekte_name_sort_idx";--> statement-breakpoint
DROP INDEX "projekte_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "personen" ADD COLUMN "nachname_key" text GENERATED ALWAYS AS (f_unaccent(lower("nachname"))) STORED;--> statement-breakpoint
ALTER TABLE "personen" ADD COLUMN "vorname_key" text GENERATED ALWAYS AS (f_unaccent(lower("vorname"))) STORED;--> statement-breakpoint
ALTER TABLE "personen" ADD COLUMN "email_key" text GENERATED ALWAYS AS (f_unaccent(lower("email"))) STORED;--> statement-breakpoint
ALTER TABLE "firmen" ADD COLUMN "name_key" text GENERATED ALWAYS AS (f_unaccent(lower("name"))) STORED;--> statement-breakpoint
ALTER TABLE "projekte" ADD COLUMN "name_key" text GENERATED ALWAYS AS (f_unaccent(lower("name"))) STORED;--> statement-breakpoint
CREATE INDEX "personen_nachname_key_idx" ON "personen" USING btree (("nachname_key" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "personen_nachname_key_trgm_idx" ON "personen" USING gin ("nachname_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "personen_vorname_key_idx" ON "personen" USING btree (("vorname_key" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "personen_vorname_key_trgm_idx" ON "personen" USING gin ("vorname_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "personen_email_key_idx" ON "personen" USING btree (("email_key" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "personen_email_key_trgm_idx" ON "personen" USING gin ("email_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "firmen_name_key_idx" ON "firmen" USING btree (("name_key" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "firmen_name_key_trgm_idx" ON "firmen" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "projekte_name_key_idx" ON "projekte" USING btree (("name_key" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projekte_name_key_trgm_idx" ON "projekte" USING gin ("name_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The names' finer statistics (0024, 0025) move from the dropped indexes' expressions to the keys.
ALTER TABLE "personen" ALTER COLUMN "nachname_key" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "personen" ALTER COLUMN "vorname_key" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "personen" ALTER COLUMN "email_key" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "personen";--> statement-breakpoint
ANALYZE "firmen";--> statement-breakpoint
ANALYZE "projekte";
