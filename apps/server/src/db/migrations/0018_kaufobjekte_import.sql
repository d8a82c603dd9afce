CREATE TABLE "kaufobjekte_importe" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"gericht" text NOT NULL,
	"jahr" integer NOT NULL,
	"tz_von" integer NOT NULL,
	"tz_bis" integer NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"lock_beat" timestamp with time zone,
	"aktion" text
);
--> statement-breakpoint
CREATE TABLE "urkundenabfragen" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"gericht" text NOT NULL,
	"jahr" integer NOT NULL,
	"tz" integer NOT NULL,
	"status" text DEFAULT 'neu' NOT NULL,
	"fehler_stufe" text,
	"fehler" text,
	"art" text,
	"eingelangt" text,
	"list_kg" text,
	"list_ez" integer,
	"urkunde_id" integer,
	"gescannt" boolean,
	"felder" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pruefungen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kandidaten" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"projekt_id" integer,
	"kaufobjekt_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated" timestamp with time zone,
	"editor_id" integer
);
--> statement-breakpoint
ALTER TABLE "urkundenabfragen" ADD CONSTRAINT "urkundenabfragen_import_id_kaufobjekte_importe_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."kaufobjekte_importe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urkundenabfragen" ADD CONSTRAINT "urkundenabfragen_urkunde_id_grundbuch_urkunden_id_fk" FOREIGN KEY ("urkunde_id") REFERENCES "public"."grundbuch_urkunden"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urkundenabfragen" ADD CONSTRAINT "urkundenabfragen_projekt_id_projekte_id_fk" FOREIGN KEY ("projekt_id") REFERENCES "public"."projekte"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urkundenabfragen" ADD CONSTRAINT "urkundenabfragen_kaufobjekt_id_kaufobjekte_id_fk" FOREIGN KEY ("kaufobjekt_id") REFERENCES "public"."kaufobjekte"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "urkundenabfragen_import_tz_idx" ON "urkundenabfragen" USING btree ("import_id","tz");--> statement-breakpoint
CREATE INDEX "urkundenabfragen_status_idx" ON "urkundenabfragen" USING btree ("import_id","status","tz");