CREATE TABLE "benachrichtigungen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"empfaenger_id" integer NOT NULL,
	"abfrage_id" integer NOT NULL,
	"lauf_id" integer,
	"rows" text[] NOT NULL,
	"gelesen_am" timestamp with time zone,
	"erledigt_am" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "datencheck_abfragen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"beschreibung" text NOT NULL,
	"sql" text NOT NULL,
	"themen" text[] DEFAULT '{}'::text[] NOT NULL,
	"bundesland_id" integer,
	"abfrageart_id" integer NOT NULL,
	"link" text,
	"aktiv" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datencheck_ausnahmen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"abfrage_id" integer NOT NULL,
	"idx" text NOT NULL,
	"grund" text NOT NULL,
	"bis" date,
	"hash" text,
	"geaendert" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datencheck_ergebnisse" (
	"id" serial PRIMARY KEY NOT NULL,
	"abfrage_id" integer NOT NULL,
	"idx" text NOT NULL,
	"row" jsonb NOT NULL,
	"hash" text NOT NULL,
	"offen" boolean DEFAULT true NOT NULL,
	"seit" timestamp with time zone DEFAULT now() NOT NULL,
	"behoben_am" timestamp with time zone,
	"suche" text GENERATED ALWAYS AS (lower("row"::text)) STORED
);
--> statement-breakpoint
CREATE TABLE "datencheck_laeufe" (
	"id" serial PRIMARY KEY NOT NULL,
	"abfrage_id" integer NOT NULL,
	"idx" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"fehler" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"finished" timestamp with time zone,
	"creator_id" integer,
	"ergebnisse" integer,
	"neu" integer,
	"behoben" integer,
	"offen" integer
);
--> statement-breakpoint
ALTER TABLE "benachrichtigungen" ADD CONSTRAINT "benachrichtigungen_abfrage_id_datencheck_abfragen_id_fk" FOREIGN KEY ("abfrage_id") REFERENCES "public"."datencheck_abfragen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datencheck_ausnahmen" ADD CONSTRAINT "datencheck_ausnahmen_abfrage_id_datencheck_abfragen_id_fk" FOREIGN KEY ("abfrage_id") REFERENCES "public"."datencheck_abfragen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datencheck_ergebnisse" ADD CONSTRAINT "datencheck_ergebnisse_abfrage_id_datencheck_abfragen_id_fk" FOREIGN KEY ("abfrage_id") REFERENCES "public"."datencheck_abfragen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datencheck_laeufe" ADD CONSTRAINT "datencheck_laeufe_abfrage_id_datencheck_abfragen_id_fk" FOREIGN KEY ("abfrage_id") REFERENCES "public"."datencheck_abfragen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benachrichtigungen_empfaenger_idx" ON "benachrichtigungen" USING btree ("empfaenger_id","erledigt_am","gelesen_am");--> statement-breakpoint
CREATE UNIQUE INDEX "datencheck_ausnahmen_idx" ON "datencheck_ausnahmen" USING btree ("abfrage_id","idx");--> statement-breakpoint
CREATE UNIQUE INDEX "datencheck_ergebnisse_idx" ON "datencheck_ergebnisse" USING btree ("abfrage_id","idx");--> statement-breakpoint
CREATE INDEX "datencheck_ergebnisse_offen_idx" ON "datencheck_ergebnisse" USING btree ("abfrage_id","offen","seit","id");--> statement-breakpoint
CREATE INDEX "datencheck_laeufe_abfrage_idx" ON "datencheck_laeufe" USING btree ("abfrage_id","id");--> statement-breakpoint
CREATE INDEX "datencheck_laeufe_status_idx" ON "datencheck_laeufe" USING btree ("status");