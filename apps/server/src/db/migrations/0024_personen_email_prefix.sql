CREATE INDEX "personen_email_prefix_idx" ON "personen" USING btree ((f_unaccent(lower("email")) collate "C"),"id");--> statement-breakpoint
-- The search name's and the address's statistics in finer steps: the planner estimates a "contains" filter
-- from the histogram; with the default 100 buckets a name in 1 % of a million rows was taken for 100 rows,
-- and 'anna' in 1,667 addresses for 3,362, so it walked the surname index (166 ms) instead of reading the
-- 1,667 rows and sorting them (15 ms).
ALTER TABLE "personen" ALTER COLUMN "name_suche" SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "personen_email_prefix_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "personen";
