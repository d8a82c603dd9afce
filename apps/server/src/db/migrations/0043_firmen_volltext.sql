-- Issue 29: the Firmen list's fulltext filter for a short word ('ma' begins a word of 2,336 of 100,000 firms,
-- nearly all of them names in the middle of name order) walked the name order until a page was full (36-47
-- ms). Word lists as the Projekte's (0041, platform/word-lists.ts), kept by the same statement triggers:
-- 0041's functions written once for any table, the word tables and the id column named as the trigger's
-- arguments (transition tables are visible to EXECUTE); the Projekte's triggers now call them too.
CREATE TABLE "firmen_volltext" (
	"wort" text NOT NULL,
	"sort_key" text COLLATE "C" NOT NULL,
	"firma_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firmen_volltext_woerter" (
	"wort" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "firmen_volltext_wort_idx" ON "firmen_volltext" USING btree ("wort","sort_key","firma_id");--> statement-breakpoint
CREATE INDEX "firmen_volltext_firma_idx" ON "firmen_volltext" USING btree ("firma_id");--> statement-breakpoint
CREATE INDEX "firmen_volltext_woerter_trgm_idx" ON "firmen_volltext_woerter" USING gin ("wort" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE FUNCTION volltext_neu() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %I (wort, sort_key, %I)
    SELECT DISTINCT w, n.name_key, n.id FROM neu n, unnest(string_to_array(n.suche, '' '')) AS w WHERE w <> ''''',
    TG_ARGV[0], TG_ARGV[2]);
  -- In word order: two saves adding the same new words wait for each other, never deadlock.
  EXECUTE format('INSERT INTO %I (wort)
    SELECT DISTINCT w FROM neu n, unnest(string_to_array(n.suche, '' '')) AS w WHERE w <> '''' ORDER BY w
    ON CONFLICT DO NOTHING', TG_ARGV[1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION volltext_geaendert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I v USING alt a JOIN neu n ON n.id = a.id
    WHERE v.%I = a.id AND (n.suche IS DISTINCT FROM a.suche OR n.name_key IS DISTINCT FROM a.name_key)',
    TG_ARGV[0], TG_ARGV[2]);
  EXECUTE format('INSERT INTO %I (wort, sort_key, %I)
    SELECT DISTINCT w, n.name_key, n.id
    FROM neu n JOIN alt a ON a.id = n.id, unnest(string_to_array(n.suche, '' '')) AS w
    WHERE w <> '''' AND (n.suche IS DISTINCT FROM a.suche OR n.name_key IS DISTINCT FROM a.name_key)',
    TG_ARGV[0], TG_ARGV[2]);
  EXECUTE format('INSERT INTO %I (wort)
    SELECT DISTINCT w FROM neu n JOIN alt a ON a.id = n.id, unnest(string_to_array(n.suche, '' '')) AS w
    WHERE w <> '''' AND n.suche IS DISTINCT FROM a.suche ORDER BY w
    ON CONFLICT DO NOTHING', TG_ARGV[1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION volltext_entfernt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I v USING alt a WHERE v.%I = a.id', TG_ARGV[0], TG_ARGV[2]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION volltext_geleert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('TRUNCATE %I', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER projekte_volltext_truncate ON projekte;
--> statement-breakpoint
DROP TRIGGER projekte_volltext_insert ON projekte;
--> statement-breakpoint
DROP TRIGGER projekte_volltext_update ON projekte;
--> statement-breakpoint
DROP TRIGGER projekte_volltext_delete ON projekte;
--> statement-breakpoint
DROP FUNCTION projekte_volltext_neu(), projekte_volltext_geaendert(), projekte_volltext_entfernt(), projekte_volltext_geleert();
--> statement-breakpoint
CREATE TRIGGER projekte_volltext_truncate AFTER TRUNCATE ON projekte
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_geleert('projekte_volltext', 'projekte_volltext_woerter', 'projekt_id');
--> statement-breakpoint
CREATE TRIGGER projekte_volltext_insert AFTER INSERT ON projekte REFERENCING NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_neu('projekte_volltext', 'projekte_volltext_woerter', 'projekt_id');
--> statement-breakpoint
CREATE TRIGGER projekte_volltext_update AFTER UPDATE ON projekte REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_geaendert('projekte_volltext', 'projekte_volltext_woerter', 'projekt_id');
--> statement-breakpoint
CREATE TRIGGER projekte_volltext_delete AFTER DELETE ON projekte REFERENCING OLD TABLE AS alt
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_entfernt('projekte_volltext', 'projekte_volltext_woerter', 'projekt_id');
--> statement-breakpoint
CREATE TRIGGER firmen_volltext_truncate AFTER TRUNCATE ON firmen
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_geleert('firmen_volltext', 'firmen_volltext_woerter', 'firma_id');
--> statement-breakpoint
CREATE TRIGGER firmen_volltext_insert AFTER INSERT ON firmen REFERENCING NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_neu('firmen_volltext', 'firmen_volltext_woerter', 'firma_id');
--> statement-breakpoint
CREATE TRIGGER firmen_volltext_update AFTER UPDATE ON firmen REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_geaendert('firmen_volltext', 'firmen_volltext_woerter', 'firma_id');
--> statement-breakpoint
CREATE TRIGGER firmen_volltext_delete AFTER DELETE ON firmen REFERENCING OLD TABLE AS alt
  FOR EACH STATEMENT EXECUTE FUNCTION volltext_entfernt('firmen_volltext', 'firmen_volltext_woerter', 'firma_id');
--> statement-breakpoint
INSERT INTO firmen_volltext (wort, sort_key, firma_id)
  SELECT DISTINCT w, f.name_key, f.id FROM firmen f, unnest(string_to_array(f.suche, ' ')) AS w WHERE w <> '';
--> statement-breakpoint
INSERT INTO firmen_volltext_woerter (wort)
  SELECT DISTINCT wort FROM firmen_volltext ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statistics at once: planned without them, a count of 'gruber' took 77 ms instead of 2.
ANALYZE firmen_volltext, firmen_volltext_woerter;
