-- Project URLs are stored and compared in a normal form (issue 27, domain normalizeWebUrl): scheme and host
-- in lower case, the default port dropped, no slash for an empty path. The unique index on (projekt_id, url)
-- thus refuses `https://X.at/` beside `https://x.at`. Rows stored before are brought into that form; of rows
-- that are the same URL in one project, the oldest takes it, the others stay as written (nothing is deleted).
WITH parts AS (
	SELECT id, projekt_id,
		regexp_match(url, '^(https?)://(\[[^]]*\]|[^/?#:]+)(?::([0-9]+))?(.*)$', 'i') AS m
	FROM "projekt_urls"
), normal AS (
	SELECT id, projekt_id,
		lower(m[1]) || '://' || lower(m[2])
		|| CASE WHEN m[3] IS NULL OR (lower(m[1]) = 'http' AND m[3] = '80') OR (lower(m[1]) = 'https' AND m[3] = '443')
			THEN '' ELSE ':' || m[3] END
		|| regexp_replace(m[4], '^/([?#]|$)', '\1') AS url
	FROM parts
	WHERE m IS NOT NULL
), oldest AS (
	SELECT DISTINCT ON (projekt_id, url) id, projekt_id, url FROM normal ORDER BY projekt_id, url, id
)
UPDATE "projekt_urls" AS p SET url = o.url
FROM oldest AS o
WHERE p.id = o.id
	AND p.url <> o.url
	AND NOT EXISTS (
		SELECT 1 FROM "projekt_urls" AS x WHERE x.projekt_id = o.projekt_id AND x.url = o.url AND x.id <> o.id
	);
