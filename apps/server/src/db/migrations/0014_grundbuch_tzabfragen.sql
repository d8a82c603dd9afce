CREATE TABLE "grundbuch_urkunden" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"gericht" text NOT NULL,
	"jahr" integer NOT NULL,
	"tz" integer NOT NULL,
	"art" text NOT NULL,
	"sha256" text NOT NULL,
	"datei_id" integer
);
--> statement-breakpoint
CREATE TABLE "tzabfrage_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"tzabfrage_id" integer NOT NULL,
	"tz" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"message" text,
	"urkunde_id" integer,
	"updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tzabfragen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"gericht" text NOT NULL,
	"jahr" integer NOT NULL,
	"bereich" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"stat_all" integer DEFAULT 0 NOT NULL,
	"stat_done" integer DEFAULT 0 NOT NULL,
	"stat_ok" integer DEFAULT 0 NOT NULL,
	"stat_error" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grundbuch_urkunden" ADD CONSTRAINT "grundbuch_urkunden_datei_id_dateien_id_fk" FOREIGN KEY ("datei_id") REFERENCES "public"."dateien"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tzabfrage_rows" ADD CONSTRAINT "tzabfrage_rows_tzabfrage_id_tzabfragen_id_fk" FOREIGN KEY ("tzabfrage_id") REFERENCES "public"."tzabfragen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tzabfrage_rows" ADD CONSTRAINT "tzabfrage_rows_urkunde_id_grundbuch_urkunden_id_fk" FOREIGN KEY ("urkunde_id") REFERENCES "public"."grundbuch_urkunden"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grundbuch_urkunden_tz_idx" ON "grundbuch_urkunden" USING btree ("gericht","jahr","tz");--> statement-breakpoint
CREATE INDEX "tzabfrage_rows_batch_idx" ON "tzabfrage_rows" USING btree ("tzabfrage_id","id");--> statement-breakpoint
CREATE INDEX "tzabfrage_rows_status_idx" ON "tzabfrage_rows" USING btree ("tzabfrage_id","status","id");--> statement-breakpoint
CREATE INDEX "tzabfragen_status_idx" ON "tzabfragen" USING btree ("status","id");