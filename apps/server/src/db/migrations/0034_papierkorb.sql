-- Papierkorb (issue 28): deleted records with their cascaded rows, restorable for 30 days.
CREATE TABLE "papierkorb" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"original_user_id" integer,
	"table_name" text NOT NULL,
	"record_id" integer NOT NULL,
	"label" text NOT NULL,
	"rows" jsonb NOT NULL,
	"links" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "papierkorb_table_idx" ON "papierkorb" USING btree ("table_name","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "papierkorb_at_idx" ON "papierkorb" USING btree ("at");