ALTER TABLE "kaufobjekte" ADD COLUMN "urkunde_id" integer;--> statement-breakpoint
ALTER TABLE "kaufobjekte" ADD CONSTRAINT "kaufobjekte_urkunde_id_grundbuch_urkunden_id_fk" FOREIGN KEY ("urkunde_id") REFERENCES "public"."grundbuch_urkunden"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Austrian FNs are stored in one canonical form (issue 25, domain normalizeFbnr): 'FN 038240K', 'FN38240k',
-- '38240 K' become '38240k'. Only values that reduce to the FN pattern are rewritten; others stay as typed for
-- the format check to name. Firmen with a foreign country keep their register number as written. Of firms that
-- are the same FN, the oldest takes the canonical form (unique index); the others stay as written.
WITH normal AS (
	SELECT id, m[1] || lower(m[2]) AS fbnr
	FROM (
		SELECT id, regexp_match(regexp_replace(fbnr, '\s+', '', 'g'), '^(?:FN)?0*([1-9][0-9]{0,5})([a-z])$', 'i') AS m
		FROM "firmen"
		WHERE fbnr IS NOT NULL AND (land IS NULL OR land = 'aut')
	) AS parts
	WHERE m IS NOT NULL
), oldest AS (
	SELECT DISTINCT ON (fbnr) id, fbnr FROM normal ORDER BY fbnr, id
)
UPDATE "firmen" AS f SET fbnr = o.fbnr
FROM oldest AS o
WHERE f.id = o.id
	AND f.fbnr <> o.fbnr
	AND NOT EXISTS (SELECT 1 FROM "firmen" AS x WHERE x.fbnr = o.fbnr AND x.id <> o.id);
--> statement-breakpoint
-- The FNs of register queries (always Austrian) in the same form, so a row names the number as the firm does.
UPDATE "fbuch_auszug_rows" AS r SET fbnr = p.m[1] || lower(p.m[2])
FROM (
	SELECT id, regexp_match(regexp_replace(fbnr, '\s+', '', 'g'), '^(?:FN)?0*([1-9][0-9]{0,5})([a-z])$', 'i') AS m
	FROM "fbuch_auszug_rows"
) AS p
WHERE r.id = p.id AND p.m IS NOT NULL AND r.fbnr <> p.m[1] || lower(p.m[2]);
