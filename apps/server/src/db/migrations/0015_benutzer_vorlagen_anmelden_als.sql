CREATE TABLE "anmeldungen_als" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"original_user_id" integer NOT NULL,
	"grund" text NOT NULL,
	"beginn" timestamp with time zone DEFAULT now() NOT NULL,
	"bis" timestamp with time zone NOT NULL,
	"gesehen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "berechtigung_vorlagen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"berechtigungen" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "grund" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vorlage_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "letzter_login" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymisiert_am" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "passwort_token" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "passwort_token_bis" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "anmeldungen_als" ADD CONSTRAINT "anmeldungen_als_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anmeldungen_als" ADD CONSTRAINT "anmeldungen_als_original_user_id_users_id_fk" FOREIGN KEY ("original_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anmeldungen_als_user_idx" ON "anmeldungen_als" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "berechtigung_vorlagen_name_unique" ON "berechtigung_vorlagen" USING btree ("name");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vorlage_id_berechtigung_vorlagen_id_fk" FOREIGN KEY ("vorlage_id") REFERENCES "public"."berechtigung_vorlagen"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_vorlage_idx" ON "users" USING btree ("vorlage_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_original_user_idx" ON "audit_log" USING btree ("original_user_id","id");--> statement-breakpoint
-- The seeded permission templates (DOMAIN); standardVorlagen in packages/domain lists the same.
INSERT INTO "berechtigung_vorlagen" ("name", "berechtigungen") VALUES
  ('Administration', ARRAY['personen.lesen', 'personen.bearbeiten', 'firmen.lesen', 'firmen.bearbeiten', 'fbuch.abfragen', 'exporte.nutzen', 'projekte.lesen', 'projekte.bearbeiten', 'transaktionen.lesen', 'transaktionen.bearbeiten', 'bewertung.lesen', 'bewertung.bearbeiten', 'datencheck.nutzen', 'importe.nutzen', 'monitor.sehen', 'benutzer.verwalten', 'benutzer.anmelden_als']::text[]),
  ('Sachbearbeitung', ARRAY['personen.lesen', 'personen.bearbeiten', 'firmen.lesen', 'firmen.bearbeiten', 'fbuch.abfragen', 'exporte.nutzen', 'projekte.lesen', 'projekte.bearbeiten', 'transaktionen.lesen', 'transaktionen.bearbeiten', 'bewertung.lesen', 'bewertung.bearbeiten']::text[]),
  ('Lesezugriff', ARRAY['personen.lesen', 'firmen.lesen', 'projekte.lesen', 'transaktionen.lesen', 'bewertung.lesen']::text[]),
  ('Datenqualität', ARRAY['personen.lesen', 'firmen.lesen', 'projekte.lesen', 'transaktionen.lesen', 'bewertung.lesen', 'datencheck.nutzen']::text[]),
  ('Import', ARRAY['personen.lesen', 'firmen.lesen', 'projekte.lesen', 'transaktionen.lesen', 'bewertung.lesen', 'importe.nutzen', 'fbuch.abfragen']::text[])
ON CONFLICT DO NOTHING;--> statement-breakpoint

-- Exports were part of reading Kaufobjekte; keep them for those who could export until now.
UPDATE "users" SET "berechtigungen" = array_append("berechtigungen", 'exporte.nutzen') WHERE 'transaktionen.lesen' = ANY("berechtigungen") AND NOT 'exporte.nutzen' = ANY("berechtigungen");
