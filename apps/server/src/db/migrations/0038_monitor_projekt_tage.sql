CREATE TABLE "frontend_projekt_tage" (
	"tag" date NOT NULL,
	"projekt_id" integer NOT NULL,
	"aufrufe" bigint NOT NULL,
	CONSTRAINT "frontend_projekt_tage_tag_projekt_id_pk" PRIMARY KEY("tag","projekt_id")
);
--> statement-breakpoint
INSERT INTO "frontend_projekt_tage" ("tag", "projekt_id", "aufrufe")
SELECT "tag", "projekt_id", sum("aufrufe") FROM "frontend_nutzung_tage" WHERE "projekt_id" <> 0 GROUP BY 1, 2;
