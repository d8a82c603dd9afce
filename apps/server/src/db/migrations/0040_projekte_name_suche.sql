-- Issue 29: the Projekte list's fulltext filter for a common word ('wohn' in 40 % of the names, late in name
-- order) walks the name order until a page is full, testing each row's search text. With the text in the
-- name index (INCLUDE; drizzle's index builder has none, hence by hand) the walk reads the index alone
-- where the visibility map allows (PGlite: db/pglite-pflege.ts keeps it), and the page is read as ids
-- (projekte.repository paging 'ids'): 'wohn' page 3 on PGlite 35 → 14 ms.
CREATE INDEX "projekte_name_key_suche_idx" ON "projekte" USING btree (("name_key" collate "C"), "id") INCLUDE ("suche");
