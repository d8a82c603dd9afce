CREATE TABLE "datencheck_offen" (
	"abfrage_id" integer PRIMARY KEY NOT NULL,
	"anzahl" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "datencheck_offen" ADD CONSTRAINT "datencheck_offen_abfrage_id_datencheck_abfragen_id_fk" FOREIGN KEY ("abfrage_id") REFERENCES "public"."datencheck_abfragen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The stored open count moves with every statement on datencheck_ergebnisse: one upsert per check the
-- statement touched, from its transition tables, however many rows it wrote (a run writes 5,000 a statement).
-- `anzahl = anzahl + delta` keeps concurrent writers' counts; the DELETE branch only updates, so a check
-- deleted in the same statement (the cascade) is not inserted again. Transition tables allow one event per
-- trigger and no column list, hence three triggers on one function.
CREATE FUNCTION datencheck_offen_zaehlen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO datencheck_offen AS o (abfrage_id, anzahl)
      SELECT abfrage_id, count(*) FILTER (WHERE offen) FROM neu GROUP BY abfrage_id ORDER BY abfrage_id
    ON CONFLICT (abfrage_id) DO UPDATE SET anzahl = o.anzahl + excluded.anzahl;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO datencheck_offen AS o (abfrage_id, anzahl)
      SELECT abfrage_id, sum(d) FROM (
        SELECT abfrage_id, 1 AS d FROM neu WHERE offen
        UNION ALL SELECT abfrage_id, -1 FROM alt WHERE offen) x
      GROUP BY abfrage_id HAVING sum(d) <> 0 ORDER BY abfrage_id
    ON CONFLICT (abfrage_id) DO UPDATE SET anzahl = o.anzahl + excluded.anzahl;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE datencheck_offen o SET anzahl = o.anzahl - x.n
      FROM (SELECT abfrage_id, count(*)::int AS n FROM alt WHERE offen GROUP BY abfrage_id) x
      WHERE o.abfrage_id = x.abfrage_id;
  ELSE
    DELETE FROM datencheck_offen;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER datencheck_offen_insert AFTER INSERT ON datencheck_ergebnisse REFERENCING NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION datencheck_offen_zaehlen();
--> statement-breakpoint
CREATE TRIGGER datencheck_offen_update AFTER UPDATE ON datencheck_ergebnisse REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION datencheck_offen_zaehlen();
--> statement-breakpoint
CREATE TRIGGER datencheck_offen_delete AFTER DELETE ON datencheck_ergebnisse REFERENCING OLD TABLE AS alt
  FOR EACH STATEMENT EXECUTE FUNCTION datencheck_offen_zaehlen();
--> statement-breakpoint
CREATE TRIGGER datencheck_offen_truncate AFTER TRUNCATE ON datencheck_ergebnisse
  FOR EACH STATEMENT EXECUTE FUNCTION datencheck_offen_zaehlen();
--> statement-breakpoint
-- After the triggers (their lock holds writers off until the migration commits): the counts so far.
INSERT INTO datencheck_offen (abfrage_id, anzahl)
  SELECT a.id, (SELECT count(*) FROM datencheck_ergebnisse e WHERE e.abfrage_id = a.id AND e.offen) FROM datencheck_abfragen a;
