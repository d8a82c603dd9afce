-- Issue 29: the Projekte list's fulltext filter for a common word ('wohn' in 40 % of the names, late in name
-- order) walked the name order until a page was full (PGlite 18–23 ms). projekte_volltext holds every word of
-- a project's `suche` with its name key, in word and name order: a page reads the first rows of each word the
-- term matches (platform/word-lists.ts). Kept by statement triggers with transition tables, so a bulk insert
-- (the seed's 50,000 rows) writes its words in one statement, not one per row; a delete too (no foreign key:
-- the Papierkorb keeps what a delete cascades to, and these rows are the project's, re-made on its restore),
-- and a TRUNCATE.
CREATE TABLE "projekte_volltext" (
	"wort" text NOT NULL,
	"sort_key" text COLLATE "C" NOT NULL,
	"projekt_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projekte_volltext_woerter" (
	"wort" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "projekte_volltext_wort_idx" ON "projekte_volltext" USING btree ("wort","sort_key","projekt_id");--> statement-breakpoint
CREATE INDEX "projekte_volltext_projekt_idx" ON "projekte_volltext" USING btree ("projekt_id");--> statement-breakpoint
CREATE INDEX "projekte_volltext_woerter_trgm_idx" ON "projekte_volltext_woerter" USING gin ("wort" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE FUNCTION projekte_volltext_neu() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO projekte_volltext (wort, sort_key, projekt_id)
    SELECT DISTINCT w, n.name_key, n.id FROM neu n, unnest(string_to_array(n.suche, ' ')) AS w WHERE w <> '';
  -- In word order: two saves adding the same new words wait for each other, never deadlock.
  INSERT INTO projekte_volltext_woerter (wort)
    SELECT DISTINCT w FROM neu n, unnest(string_to_array(n.suche, ' ')) AS w WHERE w <> '' ORDER BY w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION projekte_volltext_geaendert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM projekte_volltext v USING alt a JOIN neu n ON n.id = a.id
    WHERE v.projekt_id = a.id AND (n.suche IS DISTINCT FROM a.suche OR n.name_key IS DISTINCT FROM a.name_key);
  INSERT INTO projekte_volltext (wort, sort_key, projekt_id)
    SELECT DISTINCT w, n.name_key, n.id
    FROM neu n JOIN alt a ON a.id = n.id, unnest(string_to_array(n.suche, ' ')) AS w
    WHERE w <> '' AND (n.suche IS DISTINCT FROM a.suche OR n.name_key IS DISTINCT FROM a.name_key);
  INSERT INTO projekte_volltext_woerter (wort)
    SELECT DISTINCT w FROM neu n JOIN alt a ON a.id = n.id, unnest(string_to_array(n.suche, ' ')) AS w
    WHERE w <> '' AND n.suche IS DISTINCT FROM a.suche ORDER BY w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION projekte_volltext_entfernt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM projekte_volltext v USING alt a WHERE v.projekt_id = a.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION projekte_volltext_geleert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE projekte_volltext;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projekte_volltext_truncate AFTER TRUNCATE ON projekte
  FOR EACH STATEMENT EXECUTE FUNCTION projekte_volltext_geleert();
--> statement-breakpoint
CREATE TRIGGER projekte_volltext_insert AFTER INSERT ON projekte REFERENCING NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION projekte_volltext_neu();
--> statement-breakpoint
CREATE TRIGGER projekte_volltext_update AFTER UPDATE ON projekte REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION projekte_volltext_geaendert();
--> statement-breakpoint
CREATE TRIGGER projekte_volltext_delete AFTER DELETE ON projekte REFERENCING OLD TABLE AS alt
  FOR EACH STATEMENT EXECUTE FUNCTION projekte_volltext_entfernt();
--> statement-breakpoint
INSERT INTO projekte_volltext (wort, sort_key, projekt_id)
  SELECT DISTINCT w, p.name_key, p.id FROM projekte p, unnest(string_to_array(p.suche, ' ')) AS w WHERE w <> '';
--> statement-breakpoint
INSERT INTO projekte_volltext_woerter (wort)
  SELECT DISTINCT wort FROM projekte_volltext ON CONFLICT DO NOTHING;
