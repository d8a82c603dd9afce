CREATE TABLE "verteilte_berechtigungen" (
	"berechtigung" text PRIMARY KEY NOT NULL,
	"verteilt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every permission of the catalogue so far is already in the templates (migrations 0015, 0020, 0022);
-- from now on the start-up hands out new ones (db/permission-templates.ts).
INSERT INTO "verteilte_berechtigungen" ("berechtigung") VALUES ('personen.lesen'), ('personen.bearbeiten'), ('firmen.lesen'), ('firmen.bearbeiten'), ('fbuch.abfragen'), ('exporte.nutzen'), ('projekte.lesen'), ('projekte.bearbeiten'), ('transaktionen.lesen'), ('transaktionen.bearbeiten'), ('bewertung.lesen'), ('bewertung.bearbeiten'), ('datencheck.nutzen'), ('datencheck.pruefen'), ('datencheck.abfragen'), ('datencheck.ausnahmen'), ('datencheck.benachrichtigen'), ('importe.nutzen'), ('monitor.sehen'), ('monitor.verwalten'), ('benutzer.verwalten'), ('benutzer.anmelden_als')
ON CONFLICT DO NOTHING;
