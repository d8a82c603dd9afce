CREATE TABLE "bundeslaender" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firma_rollen" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "firma_rollen_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "url_typen" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firmen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"fbnr" text,
	"land" text DEFAULT 'aut' NOT NULL,
	"plz" text,
	"ort" text,
	"adresse" text,
	"geo_lat" double precision,
	"geo_long" double precision,
	"ist_bautraeger" boolean DEFAULT false NOT NULL,
	"ist_kaeufer" boolean DEFAULT false NOT NULL,
	"ist_makler" boolean DEFAULT false NOT NULL,
	"bautraeger_info" text,
	"kaeufer_info" text,
	"makler_info" text,
	"funktionskennung" text,
	"rechtsform" text,
	"sitz" text,
	"firmenbuch_stand" date
);
--> statement-breakpoint
CREATE TABLE "erfassungsnotizen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projekt_id" integer NOT NULL,
	"text" text NOT NULL,
	"erledigt" boolean DEFAULT false NOT NULL,
	"erledigt_am" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "projekt_firmen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projekt_id" integer NOT NULL,
	"firma_id" integer NOT NULL,
	"firma_rolle_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projekt_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projekt_id" integer NOT NULL,
	"url" text NOT NULL,
	"typ_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projekte" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projektnr" integer NOT NULL,
	"name" text NOT NULL,
	"strasse" text,
	"plz" text,
	"ort" text,
	"bezirk" text,
	"bundesland_id" integer,
	"geo_lat" double precision,
	"geo_long" double precision,
	"kg" text,
	"ez" text,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dateien" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"resource" text NOT NULL,
	"resource_id" integer NOT NULL,
	"projekt_id" integer,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"source_url" text
);
--> statement-breakpoint
CREATE TABLE "fbuch_auszuege" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"stat_all" integer DEFAULT 0 NOT NULL,
	"stat_done" integer DEFAULT 0 NOT NULL,
	"stat_success" integer DEFAULT 0 NOT NULL,
	"stat_failed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fbuch_auszug_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"auszug_id" integer NOT NULL,
	"fbnr" text NOT NULL,
	"firma_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"message" text,
	"updated" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "erfassungsnotizen" ADD CONSTRAINT "erfassungsnotizen_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projekt_firmen" ADD CONSTRAINT "projekt_firmen_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projekt_firmen" ADD CONSTRAINT "projekt_firmen_firma_id_firmen_id_fk" FOREIGN KEY ("firma_id") REFERENCES "public"."firmen"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projekt_firmen" ADD CONSTRAINT "projekt_firmen_firma_rolle_id_firma_rollen_id_fk" FOREIGN KEY ("firma_rolle_id") REFERENCES "public"."firma_rollen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projekt_urls" ADD CONSTRAINT "projekt_urls_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projekt_urls" ADD CONSTRAINT "projekt_urls_typ_id_url_typen_id_fk" FOREIGN KEY ("typ_id") REFERENCES "public"."url_typen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projekte" ADD CONSTRAINT "projekte_bundesland_id_bundeslaender_id_fk" FOREIGN KEY ("bundesland_id") REFERENCES "public"."bundeslaender"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fbuch_auszug_rows" ADD CONSTRAINT "fbuch_auszug_rows_auszug_id_fbuch_auszuege_id_fk" FOREIGN KEY ("auszug_id") REFERENCES "public"."fbuch_auszuege"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fbuch_auszug_rows" ADD CONSTRAINT "fbuch_auszug_rows_firma_id_firmen_id_fk" FOREIGN KEY ("firma_id") REFERENCES "public"."firmen"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "firmen_fbnr_unique" ON "firmen" USING btree ("fbnr") WHERE "firmen"."fbnr" is not null;--> statement-breakpoint
CREATE INDEX "firmen_name_sort_idx" ON "firmen" USING btree ((f_unaccent(lower("name")) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "firmen_name_trgm_idx" ON "firmen" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "erfassungsnotizen_projekt_idx" ON "erfassungsnotizen" USING btree ("projekt_id","erledigt","created");--> statement-breakpoint
CREATE UNIQUE INDEX "projekt_firmen_unique" ON "projekt_firmen" USING btree ("projekt_id","firma_id","firma_rolle_id");--> statement-breakpoint
CREATE INDEX "projekt_firmen_firma_idx" ON "projekt_firmen" USING btree ("firma_id");--> statement-breakpoint
CREATE INDEX "projekt_urls_projekt_idx" ON "projekt_urls" USING btree ("projekt_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "projekte_projektnr_unique" ON "projekte" USING btree ("projektnr");--> statement-breakpoint
CREATE INDEX "projekte_name_sort_idx" ON "projekte" USING btree ((f_unaccent(lower("name")) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projekte_name_trgm_idx" ON "projekte" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projekte_bezirk_idx" ON "projekte" USING btree ((f_unaccent(lower("bezirk")) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "projekte_bundesland_idx" ON "projekte" USING btree ("bundesland_id","id");--> statement-breakpoint
CREATE INDEX "dateien_resource_idx" ON "dateien" USING btree ("resource","resource_id","id");--> statement-breakpoint
CREATE INDEX "fbuch_auszug_rows_auszug_idx" ON "fbuch_auszug_rows" USING btree ("auszug_id","id");--> statement-breakpoint
INSERT INTO "bundeslaender" ("id", "name") VALUES (1, 'Burgenland'), (2, 'Kärnten'), (3, 'Niederösterreich'), (4, 'Oberösterreich'), (5, 'Salzburg'), (6, 'Steiermark'), (7, 'Tirol'), (8, 'Vorarlberg'), (9, 'Wien');--> statement-breakpoint
INSERT INTO "firma_rollen" ("id", "key", "name") VALUES (1, 'bautraeger', 'Bauträger'), (2, 'gu', 'Generalunternehmer'), (3, 'architekt', 'Architekt'), (4, 'verkaeufer', 'Verkäufer'), (5, 'makler', 'Makler'), (6, 'hausverwaltung', 'Hausverwaltung');--> statement-breakpoint
INSERT INTO "url_typen" ("id", "name") VALUES (1, 'Projektwebsite'), (2, 'Bauträger-Website'), (3, 'Inserat'), (4, 'Presse'), (5, 'Sonstige');--> statement-breakpoint
-- DOMAIN: the one firm standing for private buyers (GET /api/firmen/privatfirma).
INSERT INTO "firmen" ("name", "land", "ist_kaeufer") VALUES ('Privat', 'aut', true);
