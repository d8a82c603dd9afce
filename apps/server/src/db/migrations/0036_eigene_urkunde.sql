ALTER TABLE "grundbuch_urkunden" ALTER COLUMN "tz" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "urkundenabfragen" ALTER COLUMN "tz" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "grundbuch_urkunden" ADD COLUMN "eigene_datei" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "urkundenabfragen" ADD COLUMN "eigene_datei" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "grundbuch_urkunden_eigene_sha_idx" ON "grundbuch_urkunden" USING btree ("sha256") WHERE "grundbuch_urkunden"."eigene_datei";--> statement-breakpoint
CREATE UNIQUE INDEX "urkundenabfragen_eigene_idx" ON "urkundenabfragen" USING btree ("import_id","urkunde_id") WHERE "urkundenabfragen"."eigene_datei";--> statement-breakpoint
ALTER TABLE "grundbuch_urkunden" ADD CONSTRAINT "grundbuch_urkunden_tz_pflicht" CHECK ("grundbuch_urkunden"."eigene_datei" or "grundbuch_urkunden"."tz" is not null);--> statement-breakpoint
ALTER TABLE "urkundenabfragen" ADD CONSTRAINT "urkundenabfragen_tz_pflicht" CHECK ("urkundenabfragen"."eigene_datei" or "urkundenabfragen"."tz" is not null);