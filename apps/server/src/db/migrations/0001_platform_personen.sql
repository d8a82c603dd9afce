CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"original_user_id" integer,
	"csrf_token" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"aktiv" boolean DEFAULT true NOT NULL,
	"berechtigungen" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"original_user_id" integer,
	"table_name" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personen" (
	"id" serial PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" integer,
	"editor_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"titel" text,
	"vorname" text NOT NULL,
	"nachname" text NOT NULL,
	"email" text,
	"telefon" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_original_user_id_users_id_fk" FOREIGN KEY ("original_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("table_name","record_id");--> statement-breakpoint
CREATE INDEX "personen_nachname_idx" ON "personen" USING btree ("nachname","id");--> statement-breakpoint
CREATE INDEX "personen_vorname_idx" ON "personen" USING btree ("vorname","id");--> statement-breakpoint
CREATE INDEX "personen_nachname_prefix_idx" ON "personen" USING btree ((f_unaccent(lower("nachname")) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "personen_created_idx" ON "personen" USING btree ("created","id");--> statement-breakpoint
CREATE INDEX "personen_name_trgm_idx" ON "personen" USING gin (f_unaccent(lower("nachname" || ' ' || "vorname")) gin_trgm_ops);