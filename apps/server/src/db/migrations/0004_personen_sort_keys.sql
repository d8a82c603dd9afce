DROP INDEX "personen_nachname_idx";--> statement-breakpoint
DROP INDEX "personen_vorname_idx";--> statement-breakpoint
CREATE INDEX "personen_vorname_sort_idx" ON "personen" USING btree ((f_unaccent(lower("vorname")) collate "C"),"id");