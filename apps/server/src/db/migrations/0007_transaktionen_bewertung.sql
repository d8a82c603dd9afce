CREATE TABLE "angebotsobjekte" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projekt_id" integer NOT NULL,
	"top_nr" text NOT NULL,
	"flaeche" numeric(10, 2),
	"zimmer" numeric(4, 1),
	"preis" numeric(14, 2),
	"stand" date,
	"status" text DEFAULT 'verfuegbar' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ankaeufe" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projekt_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"datum" date,
	"ankaufpreis" numeric(14, 2),
	"nutzflaeche" numeric(10, 2),
	"gka" numeric(14, 2),
	"doublette" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ankauf_verkaeufer" (
	"id" serial PRIMARY KEY NOT NULL,
	"ankauf_id" integer,
	"firma_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer
);
--> statement-breakpoint
CREATE TABLE "kaufobjekt_kaeufer" (
	"id" serial PRIMARY KEY NOT NULL,
	"kaufobjekt_id" integer,
	"firma_id" integer,
	"person_id" integer,
	"projektadresse" boolean,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	CONSTRAINT "kaufobjekt_kaeufer_firma_oder_person" CHECK ("kaufobjekt_kaeufer"."firma_id" is not null or "kaufobjekt_kaeufer"."person_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "kaufobjekte" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projekt_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"top_nr" text,
	"kaufdatum" date,
	"nutzflaeche" numeric(10, 2),
	"nettopreis" numeric(14, 2),
	"bruttopreis" numeric(14, 2),
	"ust" numeric(14, 2),
	"kaufobjekt_id" integer,
	"wiederverkauf" boolean DEFAULT false NOT NULL,
	"mit_teilungsplan" boolean DEFAULT false NOT NULL,
	"ist_marktueblich" boolean DEFAULT true NOT NULL,
	"nicht_marktueblich_grund" text,
	"tz" text,
	"tz_jahr" integer,
	"gericht" text,
	"datei_id" integer,
	"top_nr_suche" text GENERATED ALWAYS AS (f_unaccent(lower("kaufobjekte"."top_nr"))) STORED
);
--> statement-breakpoint
CREATE TABLE "ko_zuordnungen" (
	"id" serial PRIMARY KEY NOT NULL,
	"kaufobjekt_id" integer NOT NULL,
	"angebotsobjekt_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer
);
--> statement-breakpoint
CREATE TABLE "vermarktung_makler" (
	"id" serial PRIMARY KEY NOT NULL,
	"vermarktung_id" integer,
	"firma_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer
);
--> statement-breakpoint
CREATE TABLE "vermarktungen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projekt_id" integer NOT NULL,
	"vermarktungsstart" date,
	"website" text,
	"provision" numeric(5, 2)
);
--> statement-breakpoint
CREATE TABLE "ausstattungsqualitaeten" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projekt_id" integer NOT NULL,
	"status_online" integer,
	"punkte" numeric(14, 2),
	"gesamtqualitaet_id" integer,
	"hauptheizsystem_id" integer,
	"nebenheizsystem_id" integer,
	"grundkostenanteil_id" integer,
	"gka_qualitaet_id" integer,
	"nutzflaeche" numeric(14, 2),
	"hwbm" numeric(14, 2),
	"fgeem" numeric(14, 3),
	"co2m" numeric(14, 2),
	"pebm" numeric(14, 2),
	"pebm_ern" numeric(14, 2),
	"pebm_ern_anteil" numeric(14, 2),
	"hwb" text,
	"fgee" text,
	"co2" text,
	"peb" text
);
--> statement-breakpoint
CREATE TABLE "bab_bewertungen" (
	"id" serial PRIMARY KEY NOT NULL,
	"ausstattungsqualitaet_id" integer NOT NULL,
	"gebaeudeteil_id" integer NOT NULL,
	"gewichtung" numeric(5, 2) NOT NULL,
	"stufe" integer
);
--> statement-breakpoint
CREATE TABLE "bab_spezialausstattung" (
	"id" serial PRIMARY KEY NOT NULL,
	"ausstattungsqualitaet_id" integer,
	"spezialausstattung_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer
);
--> statement-breakpoint
CREATE TABLE "gebaeudeteile" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gewichtung" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gka_widmungen" (
	"id" serial PRIMARY KEY NOT NULL,
	"grundkostenanteil_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"widmung" text NOT NULL,
	"bauklasse" text,
	"flaeche" numeric(14, 2),
	"hoehe" numeric(14, 2),
	"hoehe_geschoss" numeric(14, 2),
	"nfl_bgf" numeric(4, 3) DEFAULT 0.78 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grundkostenanteile" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projekt_id" integer NOT NULL,
	"kaufpreis_summe" numeric(14, 0),
	"bemerkung" text
);
--> statement-breakpoint
CREATE TABLE "heizsysteme" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutzwertgutachten" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projekt_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"gutachter" text,
	"datum" date,
	"gericht" text,
	"tz" text
);
--> statement-breakpoint
CREATE TABLE "spezialausstattungen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"gebaeudeteil_id" integer NOT NULL,
	"ausstattung_name" text NOT NULL,
	"name" text NOT NULL,
	"kategorie" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "we_objekte" (
	"id" serial PRIMARY KEY NOT NULL,
	"nutzwertgutachten_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"top_nr" text NOT NULL,
	"art" text NOT NULL,
	"nutzflaeche" numeric(14, 2),
	"zuschlaege" numeric(6, 2) DEFAULT 0 NOT NULL,
	"abschlaege" numeric(6, 2) DEFAULT 0 NOT NULL,
	"nutzwert" integer
);
--> statement-breakpoint
CREATE TABLE "zertifizierungen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"projekt_id" integer NOT NULL,
	"typ" text NOT NULL,
	"klasse" text NOT NULL,
	"datum" date,
	"bemerkung" text
);
--> statement-breakpoint
ALTER TABLE "angebotsobjekte" ADD CONSTRAINT "angebotsobjekte_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ankaeufe" ADD CONSTRAINT "ankaeufe_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ankauf_verkaeufer" ADD CONSTRAINT "ankauf_verkaeufer_ankauf_id_ankaeufe_id_fk" FOREIGN KEY ("ankauf_id") REFERENCES "public"."ankaeufe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ankauf_verkaeufer" ADD CONSTRAINT "ankauf_verkaeufer_firma_id_firmen_id_fk" FOREIGN KEY ("firma_id") REFERENCES "public"."firmen"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kaufobjekt_kaeufer" ADD CONSTRAINT "kaufobjekt_kaeufer_kaufobjekt_id_kaufobjekte_id_fk" FOREIGN KEY ("kaufobjekt_id") REFERENCES "public"."kaufobjekte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kaufobjekt_kaeufer" ADD CONSTRAINT "kaufobjekt_kaeufer_firma_id_firmen_id_fk" FOREIGN KEY ("firma_id") REFERENCES "public"."firmen"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kaufobjekt_kaeufer" ADD CONSTRAINT "kaufobjekt_kaeufer_person_id_personen_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."personen"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kaufobjekte" ADD CONSTRAINT "kaufobjekte_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kaufobjekte" ADD CONSTRAINT "kaufobjekte_kaufobjekt_id_kaufobjekte_id_fk" FOREIGN KEY ("kaufobjekt_id") REFERENCES "public"."kaufobjekte"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kaufobjekte" ADD CONSTRAINT "kaufobjekte_datei_id_dateien_id_fk" FOREIGN KEY ("datei_id") REFERENCES "public"."dateien"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ko_zuordnungen" ADD CONSTRAINT "ko_zuordnungen_kaufobjekt_id_kaufobjekte_id_fk" FOREIGN KEY ("kaufobjekt_id") REFERENCES "public"."kaufobjekte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ko_zuordnungen" ADD CONSTRAINT "ko_zuordnungen_angebotsobjekt_id_angebotsobjekte_id_fk" FOREIGN KEY ("angebotsobjekt_id") REFERENCES "public"."angebotsobjekte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vermarktung_makler" ADD CONSTRAINT "vermarktung_makler_vermarktung_id_vermarktungen_id_fk" FOREIGN KEY ("vermarktung_id") REFERENCES "public"."vermarktungen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vermarktung_makler" ADD CONSTRAINT "vermarktung_makler_firma_id_firmen_id_fk" FOREIGN KEY ("firma_id") REFERENCES "public"."firmen"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vermarktungen" ADD CONSTRAINT "vermarktungen_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausstattungsqualitaeten" ADD CONSTRAINT "ausstattungsqualitaeten_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausstattungsqualitaeten" ADD CONSTRAINT "ausstattungsqualitaeten_hauptheizsystem_id_heizsysteme_id_fk" FOREIGN KEY ("hauptheizsystem_id") REFERENCES "public"."heizsysteme"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausstattungsqualitaeten" ADD CONSTRAINT "ausstattungsqualitaeten_nebenheizsystem_id_heizsysteme_id_fk" FOREIGN KEY ("nebenheizsystem_id") REFERENCES "public"."heizsysteme"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausstattungsqualitaeten" ADD CONSTRAINT "ausstattungsqualitaeten_grundkostenanteil_id_grundkostenanteile_id_fk" FOREIGN KEY ("grundkostenanteil_id") REFERENCES "public"."grundkostenanteile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bab_bewertungen" ADD CONSTRAINT "bab_bewertungen_ausstattungsqualitaet_id_ausstattungsqualitaeten_id_fk" FOREIGN KEY ("ausstattungsqualitaet_id") REFERENCES "public"."ausstattungsqualitaeten"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bab_bewertungen" ADD CONSTRAINT "bab_bewertungen_gebaeudeteil_id_gebaeudeteile_id_fk" FOREIGN KEY ("gebaeudeteil_id") REFERENCES "public"."gebaeudeteile"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bab_spezialausstattung" ADD CONSTRAINT "bab_spezialausstattung_ausstattungsqualitaet_id_ausstattungsqualitaeten_id_fk" FOREIGN KEY ("ausstattungsqualitaet_id") REFERENCES "public"."ausstattungsqualitaeten"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bab_spezialausstattung" ADD CONSTRAINT "bab_spezialausstattung_spezialausstattung_id_spezialausstattungen_id_fk" FOREIGN KEY ("spezialausstattung_id") REFERENCES "public"."spezialausstattungen"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gka_widmungen" ADD CONSTRAINT "gka_widmungen_grundkostenanteil_id_grundkostenanteile_id_fk" FOREIGN KEY ("grundkostenanteil_id") REFERENCES "public"."grundkostenanteile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grundkostenanteile" ADD CONSTRAINT "grundkostenanteile_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutzwertgutachten" ADD CONSTRAINT "nutzwertgutachten_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spezialausstattungen" ADD CONSTRAINT "spezialausstattungen_gebaeudeteil_id_gebaeudeteile_id_fk" FOREIGN KEY ("gebaeudeteil_id") REFERENCES "public"."gebaeudeteile"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "we_objekte" ADD CONSTRAINT "we_objekte_nutzwertgutachten_id_nutzwertgutachten_id_fk" FOREIGN KEY ("nutzwertgutachten_id") REFERENCES "public"."nutzwertgutachten"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zertifizierungen" ADD CONSTRAINT "zertifizierungen_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "angebotsobjekte_projekt_idx" ON "angebotsobjekte" USING btree ("projekt_id","top_nr");--> statement-breakpoint
CREATE INDEX "ankaeufe_projekt_idx" ON "ankaeufe" USING btree ("projekt_id","id");--> statement-breakpoint
CREATE INDEX "ankaeufe_datum_idx" ON "ankaeufe" USING btree ("datum","id");--> statement-breakpoint
CREATE INDEX "ankauf_verkaeufer_ankauf_idx" ON "ankauf_verkaeufer" USING btree ("ankauf_id");--> statement-breakpoint
CREATE INDEX "ankauf_verkaeufer_firma_idx" ON "ankauf_verkaeufer" USING btree ("firma_id");--> statement-breakpoint
CREATE INDEX "kaufobjekt_kaeufer_kaufobjekt_idx" ON "kaufobjekt_kaeufer" USING btree ("kaufobjekt_id");--> statement-breakpoint
CREATE INDEX "kaufobjekt_kaeufer_firma_idx" ON "kaufobjekt_kaeufer" USING btree ("firma_id");--> statement-breakpoint
CREATE INDEX "kaufobjekt_kaeufer_person_idx" ON "kaufobjekt_kaeufer" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "kaufobjekte_projekt_idx" ON "kaufobjekte" USING btree ("projekt_id","top_nr_suche");--> statement-breakpoint
CREATE INDEX "kaufobjekte_kaufdatum_idx" ON "kaufobjekte" USING btree ("kaufdatum","id");--> statement-breakpoint
CREATE INDEX "kaufobjekte_status_idx" ON "kaufobjekte" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "kaufobjekte_bruttopreis_idx" ON "kaufobjekte" USING btree ("bruttopreis","id");--> statement-breakpoint
CREATE INDEX "kaufobjekte_created_idx" ON "kaufobjekte" USING btree ("created","id");--> statement-breakpoint
CREATE INDEX "kaufobjekte_top_nr_trgm_idx" ON "kaufobjekte" USING gin ("top_nr_suche" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ko_zuordnungen_kaufobjekt_unique" ON "ko_zuordnungen" USING btree ("kaufobjekt_id");--> statement-breakpoint
CREATE INDEX "ko_zuordnungen_angebotsobjekt_idx" ON "ko_zuordnungen" USING btree ("angebotsobjekt_id");--> statement-breakpoint
CREATE INDEX "vermarktung_makler_vermarktung_idx" ON "vermarktung_makler" USING btree ("vermarktung_id");--> statement-breakpoint
CREATE INDEX "vermarktung_makler_firma_idx" ON "vermarktung_makler" USING btree ("firma_id");--> statement-breakpoint
CREATE INDEX "vermarktungen_projekt_idx" ON "vermarktungen" USING btree ("projekt_id","id");--> statement-breakpoint
CREATE INDEX "ausstattungsqualitaeten_projekt_idx" ON "ausstattungsqualitaeten" USING btree ("projekt_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bab_bewertungen_unique" ON "bab_bewertungen" USING btree ("ausstattungsqualitaet_id","gebaeudeteil_id");--> statement-breakpoint
CREATE INDEX "bab_spezialausstattung_aq_idx" ON "bab_spezialausstattung" USING btree ("ausstattungsqualitaet_id");--> statement-breakpoint
CREATE INDEX "gka_widmungen_gka_idx" ON "gka_widmungen" USING btree ("grundkostenanteil_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "grundkostenanteile_projekt_unique" ON "grundkostenanteile" USING btree ("projekt_id");--> statement-breakpoint
CREATE INDEX "nutzwertgutachten_projekt_idx" ON "nutzwertgutachten" USING btree ("projekt_id","id");--> statement-breakpoint
CREATE INDEX "spezialausstattungen_name_trgm_idx" ON "spezialausstattungen" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "we_objekte_gutachten_idx" ON "we_objekte" USING btree ("nutzwertgutachten_id","position");--> statement-breakpoint
CREATE INDEX "zertifizierungen_projekt_idx" ON "zertifizierungen" USING btree ("projekt_id","id");--> statement-breakpoint
-- Catalogues of DOMAIN 'Valuation' (ids fixed: packages/domain bab.ts relies on 16, 17 and 126).
INSERT INTO "gebaeudeteile" ("id", "name", "gewichtung") VALUES (1, 'Fassade', 8), (2, 'Fenster', 8), (3, 'Dach', 5), (4, 'Allgemeinflächen', 6), (5, 'Aufzug', 5), (6, 'Böden', 8), (7, 'Wände und Decken', 5), (8, 'Türen', 4), (9, 'Sanitär', 8), (10, 'Küche', 5), (11, 'Elektro', 5), (12, 'Heizung, Lüftung, Kühlung', 8), (13, 'Freiflächen', 7), (14, 'Garage', 3), (15, 'Gemeinschaftseinrichtungen', 3), (16, 'Wohnungsausstattung', 7), (17, 'Sicherheit und Zugang', 5);--> statement-breakpoint
INSERT INTO "heizsysteme" ("id", "name") VALUES (1, 'Fernwärme'), (2, 'Gas-Brennwert'), (3, 'Wärmepumpe Luft/Wasser'), (4, 'Wärmepumpe Sole/Wasser'), (5, 'Wärmepumpe Grundwasser'), (6, 'Pellets'), (7, 'Hackgut'), (8, 'Elektro direkt'), (9, 'Solarthermie'), (10, 'Infrarot'), (11, 'Sonstige');--> statement-breakpoint
INSERT INTO "spezialausstattungen" ("id", "gebaeudeteil_id", "ausstattung_name", "name", "kategorie") VALUES
  (101, 16, 'Fußbodenheizung', 'Fußbodenheizung in allen Räumen', 'höherwertig'),
  (102, 16, 'Parkettboden', 'Echtholzparkett Eiche', 'höherwertig'),
  (103, 16, 'Einbauschränke', 'Maßgefertigte Einbauschränke', 'höherwertig'),
  (104, 16, 'Raumhöhe', 'Raumhöhe über 2,80 m', 'höherwertig'),
  (105, 16, 'Bodentiefe Fenster', 'Bodentiefe Fenster in Wohnräumen', 'höherwertig'),
  (106, 16, 'Sonnenschutz', 'Elektrischer Außensonnenschutz', 'höherwertig'),
  (107, 16, 'Klimaanlage', 'Klimaanlage / Kühldecke', 'hochwertig'),
  (108, 16, 'Smart Home', 'Smart-Home-Steuerung (Licht, Beschattung, Heizung)', 'hochwertig'),
  (109, 16, 'Naturstein', 'Natursteinböden in Bad und Vorraum', 'hochwertig'),
  (121, 17, 'Sicherheitstür', 'Sicherheitseingangstür RC3', 'höherwertig'),
  (122, 17, 'Zutrittssystem', 'Elektronisches Zutrittssystem (Chip)', 'höherwertig'),
  (123, 17, 'Videoüberwachung', 'Videoüberwachung der Allgemeinflächen', 'hochwertig'),
  (124, 17, 'Alarmanlage', 'Alarmanlage in der Wohnung', 'hochwertig'),
  (125, 17, 'Concierge', 'Concierge-Service', 'hochwertig'),
  (126, 17, 'Videogegensprechanlage', 'Videogegensprechanlage', 'hochwertig'),
  (131, 9, 'Bad', 'Freistehende Badewanne', 'hochwertig'),
  (132, 10, 'Küche', 'Markeneinbauküche mit Geräten', 'höherwertig'),
  (133, 13, 'Freiflächen', 'Dachterrasse mit Bepflanzung', 'hochwertig'),
  (134, 15, 'Gemeinschaft', 'Fitnessraum', 'höherwertig');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('spezialausstattungen', 'id'), 1000);
