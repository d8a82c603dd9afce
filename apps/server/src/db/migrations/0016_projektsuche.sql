-- The Projektsuche's normal form: lower case, no accents (ß → ss), and the German transliterations
-- ae/oe/ue folded like ä/ö/ü, so 'Mueller' and 'Müller' both become 'muller'. Query and text alike.
CREATE OR REPLACE FUNCTION f_suchnorm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT replace(replace(replace(public.f_unaccent(lower($1)), 'ae', 'a'), 'oe', 'o'), 'ue', 'u') $$;
--> statement-breakpoint
CREATE TABLE "suchwoerter" (
	"wort" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projekte" ADD COLUMN "suchtext" text GENERATED ALWAYS AS (f_suchnorm("projekte"."projektnr"::text || ' ' || "projekte"."name" || ' ' || coalesce("projekte"."strasse", '') || ' ' || coalesce("projekte"."plz", '') || ' ' || coalesce("projekte"."ort", '') || ' ' || coalesce("projekte"."bezirk", '') || ' ' || coalesce("projekte"."kg", '') || ' ' || coalesce("projekte"."ez", ''))) STORED;--> statement-breakpoint
CREATE INDEX "suchwoerter_trgm_idx" ON "suchwoerter" USING gin ("wort" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "firmen_name_suchnorm_trgm_idx" ON "firmen" USING gin (f_suchnorm("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "firmen_name_suchnorm_fts_idx" ON "firmen" USING gin (to_tsvector('simple', f_suchnorm("name")));--> statement-breakpoint
CREATE INDEX "projekte_suchtext_trgm_idx" ON "projekte" USING gin ("suchtext" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projekte_suchtext_fts_idx" ON "projekte" USING gin (to_tsvector('simple', "suchtext"));--> statement-breakpoint
CREATE INDEX "projekte_name_suchnorm_prefix_idx" ON "projekte" USING btree (f_suchnorm("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "projekte_projektnr_prefix_idx" ON "projekte" USING btree (("projektnr"::text) text_pattern_ops);--> statement-breakpoint
-- The words of a text for the dictionary: letters only, at least three (numbers never match fuzzily).
CREATE OR REPLACE FUNCTION suchwoerter_merken(text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO suchwoerter (wort)
  SELECT DISTINCT w FROM regexp_split_to_table($1, '[^a-z]+') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION suchwoerter_projekt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM suchwoerter_merken(NEW.suchtext);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION suchwoerter_firma() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM suchwoerter_merken(f_suchnorm(NEW.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projekte_suchwoerter AFTER INSERT OR UPDATE OF name, strasse, ort, bezirk ON projekte
  FOR EACH ROW EXECUTE FUNCTION suchwoerter_projekt();
--> statement-breakpoint
CREATE TRIGGER firmen_suchwoerter AFTER INSERT OR UPDATE OF name ON firmen
  FOR EACH ROW EXECUTE FUNCTION suchwoerter_firma();
--> statement-breakpoint
INSERT INTO suchwoerter (wort)
  SELECT DISTINCT w FROM (
    SELECT regexp_split_to_table(suchtext, '[^a-z]+') AS w FROM projekte
    UNION ALL
    SELECT regexp_split_to_table(f_suchnorm(name), '[^a-z]+') FROM firmen) x
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
