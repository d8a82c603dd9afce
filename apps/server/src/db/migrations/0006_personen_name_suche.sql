DROP INDEX "personen_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "personen" ADD COLUMN "name_suche" text GENERATED ALWAYS AS (f_unaccent(lower("personen"."nachname" || ' ' || "personen"."vorname"))) STORED;--> statement-breakpoint
CREATE INDEX "personen_name_suche_trgm_idx" ON "personen" USING gin ("name_suche" gin_trgm_ops);