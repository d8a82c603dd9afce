-- Issue 29: the Personen list's fulltext filter in Nachname order walked the names until a page was full:
-- 'hu' begins 2,800 of 300,000 surnames, all in the middle (87 ms), 'schm' (52 ms). Word lists as the
-- Projekte's and Firmen's (0041, 0043): the words are the letters of name and e-mail (`suche`; an address
-- is no word of its own), the key the Nachname's. 0043's trigger functions take the record's key column as
-- a fourth argument (default name_key, as the Projekte's and Firmen's triggers call them).
CREATE TABLE "personen_volltext" (
	"wort" text NOT NULL,
	"sort_key" text COLLATE "C" NOT NULL,
	"person_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personen_volltext_woerter" (
	"wort" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personen" ADD COLUMN "suche" text GENERATED ALWAYS AS (regexp_replace(f_unaccent(lower("personen"."nachname" || ' ' || "personen"."vorname" || ' ' || coalesce("personen"."email", ''))), '[^a-z]+', ' ', 'g')) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "personen_volltext_wort_idx" ON "personen_volltext" USING btree ("wort","sort_key","person_id");--> statement-breakpoint
CREATE INDEX "personen_volltext_person_idx" ON "personen_volltext" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "personen_volltext_woerter_trgm_idx" ON "personen_volltext_woerter" USING gin ("wort" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "personen_suche_trgm_idx" ON "personen" USING gin ("suche" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION volltext_neu() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %I (wort, sort_key, %I)
    SELECT DISTINCT w, n.%I, n.id FROM neu n, unnest(string_to_array(n.suche, '' '')) AS w WHERE w <> ''''',
    TG_ARGV[0], TG_ARGV[2], coalesce(TG_ARGV[3], 'name_key'));
  -- In word order: two saves adding the same new words wait for each other, never deadlock.
  EXECUTE format('INSERT INTO %I (wort)
    SELECT DISTINCT w FROM neu n, unnest(string_to_array(n.suche, '' '')) AS w WHERE w <> '''' ORDER BY w
    ON CONFLICT DO NOTHING', TG_ARGV[1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION volltext_geaendert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I v USING alt a JOIN neu n ON n.id = a.id
    WHERE v.%I = a.id AND (n.suche IS DISTINCT FROM a.suche OR n.%3$I IS DISTINCT FROM a.%3$I)',
    TG_ARGV[0], TG_ARGV[2], coalesce(TG_ARGV[3], 'name_key'));
  EXECUTE format('INSERT INTO %I (wort, sort_key, %I)
    SELECT DISTINCT w, n.%3$I, n.id
    FROM neu n JOIN alt a ON a.id = n.id, unnest(string_to_array(n.suche, '' '')) AS w
    WHERE w <> '''' AND (n.suche IS DISTINCT FROM a.suche OR n.%3$I IS DISTINCT FROM a.%3$I)',
    TG_ARGV[0], TG_ARGV[2], coalesce(TG_ARGV[3], 'name_key'));
  EXECUTE format('INSERT INTO %I (wort)
    SELECT DISTINCT w FROM neu n JOIN alt a ON a.id = n.id, unnest(string_to_array(n.suche, '' '')) AS w
    WHERE w <> '''' AND n.suche IS DISTINCT FROM a.suche ORDER BY w
    ON CONFLICT DO NOTHING', TG_ARGV[1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER personen_volltext_truncate AFTER TRUNCATE ON personen
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_geleert('personen_volltext', 'personen_volltext_woerter', 'person_id');
--> statement-breakpoint
CREATE TRIGGER personen_volltext_insert AFTER INSERT ON personen REFERENCING NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_neu('personen_volltext', 'personen_volltext_woerter', 'person_id', 'nachname_key');
--> statement-breakpoint
CREATE TRIGGER personen_volltext_update AFTER UPDATE ON personen REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_geaendert('personen_volltext', 'personen_volltext_woerter', 'person_id', 'nachname_key');
--> statement-breakpoint
CREATE TRIGGER personen_volltext_delete AFTER DELETE ON personen REFERENCING OLD TABLE AS alt
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_entfernt('personen_volltext', 'personen_volltext_woerter', 'person_id');
--> statement-breakpoint
INSERT INTO personen_volltext (wort, sort_key, person_id)
  SELECT DISTINCT w, p.nachname_key, p.id FROM personen p, unnest(string_to_array(p.suche, ' ')) AS w WHERE w <> '';
--> statement-breakpoint
INSERT INTO personen_volltext_woerter (wort)
  SELECT DISTINCT wort FROM personen_volltext ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE personen, personen_volltext, personen_volltext_woerter;
