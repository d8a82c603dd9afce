-- Issue 29: the Firmen list's fulltext filter tested f_unaccent(lower(...)) of five columns on every firm
-- (no index could serve it): 230-270 ms a page or count at 100,000 firms on PostgreSQL. One stored,
-- trigram-indexed search text as the Projekte have (a short word begins a word of it, list-query.ts).
ALTER TABLE "firmen" ADD COLUMN "suche" text GENERATED ALWAYS AS (f_unaccent(lower("firmen"."name" || ' ' || coalesce("firmen"."fbnr", '') || ' ' || coalesce("firmen"."ort", '') || ' ' || coalesce("firmen"."adresse", '') || ' ' || coalesce("firmen"."plz", '')))) STORED;--> statement-breakpoint
CREATE INDEX "firmen_suche_trgm_idx" ON "firmen" USING gin ("suche" gin_trgm_ops) WITH (fastupdate=false);