-- SPEC §3 names the certification type 'typ_id' (issue 9).
ALTER TABLE "zertifizierungen" RENAME COLUMN "typ" TO "typ_id";--> statement-breakpoint
-- A URL once per project (issue 9): drop exact repeats (the oldest row stays), then enforce it.
DELETE FROM "projekt_urls" a USING "projekt_urls" b WHERE a."projekt_id" = b."projekt_id" AND a."url" = b."url" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "projekt_urls_projekt_url_unique" ON "projekt_urls" USING btree ("projekt_id","url");
