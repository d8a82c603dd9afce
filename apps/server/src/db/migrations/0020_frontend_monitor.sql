CREATE TABLE "frontend_api_schluessel" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "frontend_api_schluessel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"praefix" text NOT NULL,
	"hash" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"zuletzt_benutzt" timestamp with time zone,
	"widerrufen" timestamp with time zone,
	CONSTRAINT "frontend_api_schluessel_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "frontend_benutzer" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"kunde_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"aktiv" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frontend_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"kunde_id" integer NOT NULL,
	"frontend_user_id" integer NOT NULL,
	"admin" boolean NOT NULL,
	"projekt_id" integer,
	"pfad" text NOT NULL,
	"zeit" timestamp with time zone NOT NULL,
	"art" text DEFAULT 'aufruf' NOT NULL,
	"api_schluessel_id" integer,
	"empfangen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "frontend_nutzer_tage" (
	"tag" date NOT NULL,
	"frontend_user_id" integer NOT NULL,
	"kunde_id" integer NOT NULL,
	"admin" boolean NOT NULL,
	"aufrufe" bigint NOT NULL,
	CONSTRAINT "frontend_nutzer_tage_tag_frontend_user_id_pk" PRIMARY KEY("tag","frontend_user_id")
);
--> statement-breakpoint
CREATE TABLE "frontend_nutzung_tage" (
	"tag" date NOT NULL,
	"frontend_user_id" integer NOT NULL,
	"projekt_id" integer NOT NULL,
	"kunde_id" integer NOT NULL,
	"admin" boolean NOT NULL,
	"aufrufe" bigint NOT NULL,
	CONSTRAINT "frontend_nutzung_tage_tag_frontend_user_id_projekt_id_pk" PRIMARY KEY("tag","frontend_user_id","projekt_id")
);
--> statement-breakpoint
CREATE TABLE "frontend_praesenz" (
	"frontend_user_id" integer PRIMARY KEY NOT NULL,
	"kunde_id" integer NOT NULL,
	"admin" boolean NOT NULL,
	"projekt_id" integer,
	"pfad" text NOT NULL,
	"zuletzt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kunden" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"kundennr" text,
	"aktiv" boolean DEFAULT true NOT NULL,
	"monitoring_art" integer,
	"intervall_tage" integer DEFAULT 7 NOT NULL,
	"monitoring_url" text,
	"bemerkung" text,
	"naechster_lauf" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monitoring_laeufe" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitoring_laeufe_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kunde_id" integer NOT NULL,
	"art" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"ausgeloest_von" integer,
	"gestartet" timestamp with time zone DEFAULT now() NOT NULL,
	"beendet" timestamp with time zone,
	"dauer_ms" integer,
	"objekte" integer,
	"xlsx_datei_id" integer,
	"csv_datei_id" integer,
	"url" text,
	"http_status" integer,
	"versuche" integer DEFAULT 0 NOT NULL,
	"meldung" text
);
--> statement-breakpoint
ALTER TABLE "frontend_api_schluessel" ADD CONSTRAINT "frontend_api_schluessel_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frontend_benutzer" ADD CONSTRAINT "frontend_benutzer_kunde_id_kunden_id_fk" FOREIGN KEY ("kunde_id") REFERENCES "public"."kunden"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_laeufe" ADD CONSTRAINT "monitoring_laeufe_kunde_id_kunden_id_fk" FOREIGN KEY ("kunde_id") REFERENCES "public"."kunden"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_laeufe" ADD CONSTRAINT "monitoring_laeufe_ausgeloest_von_users_id_fk" FOREIGN KEY ("ausgeloest_von") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_laeufe" ADD CONSTRAINT "monitoring_laeufe_xlsx_datei_id_dateien_id_fk" FOREIGN KEY ("xlsx_datei_id") REFERENCES "public"."dateien"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_laeufe" ADD CONSTRAINT "monitoring_laeufe_csv_datei_id_dateien_id_fk" FOREIGN KEY ("csv_datei_id") REFERENCES "public"."dateien"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "frontend_benutzer_email_unique" ON "frontend_benutzer" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "frontend_benutzer_kunde_idx" ON "frontend_benutzer" USING btree ("kunde_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "frontend_events_event_id_unique" ON "frontend_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "frontend_events_zeit_brin" ON "frontend_events" USING brin ("zeit");--> statement-breakpoint
CREATE INDEX "frontend_events_user_zeit_idx" ON "frontend_events" USING btree ("frontend_user_id","zeit");--> statement-breakpoint
CREATE INDEX "frontend_nutzer_tage_kunde_idx" ON "frontend_nutzer_tage" USING btree ("kunde_id","tag");--> statement-breakpoint
CREATE INDEX "frontend_nutzung_tage_kunde_idx" ON "frontend_nutzung_tage" USING btree ("kunde_id","tag");--> statement-breakpoint
CREATE INDEX "frontend_nutzung_tage_projekt_idx" ON "frontend_nutzung_tage" USING btree ("projekt_id","tag");--> statement-breakpoint
CREATE INDEX "frontend_praesenz_zuletzt_idx" ON "frontend_praesenz" USING btree ("zuletzt");--> statement-breakpoint
CREATE INDEX "kunden_name_sort_idx" ON "kunden" USING btree ((f_unaccent(lower("name")) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "kunden_naechster_lauf_idx" ON "kunden" USING btree ("naechster_lauf");--> statement-breakpoint
CREATE INDEX "monitoring_laeufe_kunde_idx" ON "monitoring_laeufe" USING btree ("kunde_id","id");--> statement-breakpoint
-- The new permission belongs to the seeded template that holds all (issue 15).
UPDATE "berechtigung_vorlagen" SET "berechtigungen" = array_append("berechtigungen", 'monitor.verwalten') WHERE "name" = 'Administration' AND NOT ('monitor.verwalten' = ANY("berechtigungen"));
