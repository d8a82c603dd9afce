-- The Projektsuche's normal form: lower case, no accents (ß → ss), and the German transliterations
-- ae/oe/ue folded like ä/ö/ü, so 'Mueller' and 'Müller' both become 'muller'. Query and text alike.
CREATE OR REPLACE FUNCTION f_suchnorm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT replace(replace(replace(public.f_unaccent(lower($1)), 'ae', 'a'), 'oe', 'o'), 'ue', 'u') $$;
--> statement-breakpoint
ALTER TABLE "projekte" ADD COLUMN "suchtext" text GENERATED ALWAYS AS (f_suchnorm("projekte"."projektnr"::text || ' ' || "projekte"."name" || ' ' || coalesce("projekte"."strasse", '') || ' ' || coalesce("projekte"."plz", '') || ' ' || coalesce("projekte"."ort", '') || ' ' || coalesce("projekte"."bezirk", '') || ' ' || coalesce("projekte"."kg", '') || ' ' || coalesce("projekte"."ez", ''))) STORED;--> statement-breakpoint
CREATE INDEX "firmen_name_suchnorm_trgm_idx" ON "firmen" USING gin (f_suchnorm("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projekte_suchtext_trgm_idx" ON "projekte" USING gin ("suchtext" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projekte_name_suchnorm_prefix_idx" ON "projekte" USING btree (f_suchnorm("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "projekte_projektnr_prefix_idx" ON "projekte" USING btree (("projektnr"::text) text_pattern_ops);