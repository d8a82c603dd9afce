/**
 * A statement that filters by a text pattern (LIKE): how many rows 'ma%' or '%wohn%' match decides its
 * plan, by orders of magnitude. PostgreSQL plans a named statement for its values the first `customPlans`
 * times (plancache.c), then may keep one plan for all values; for a common word that plan was 3–6 times
 * slower (a Projekte count for 'ma' on PGlite: 9 → 32–63 ms). Such statements are planned for their values
 * every time, on both engines (prepared.ts, pglite-statements.ts). Not the fixed hot reads of
 * `preparedSelect` on PostgreSQL (the Personen typeahead's prefix): their one plan walks the prefix index in
 * order and stops after 30 rows, which is right for every value (issue 11).
 */
export const plannedPerValue = (text: string): boolean => /\bi?like\b/i.test(text);

/** The runs PostgreSQL plans a named statement for its values before it may keep one plan for all. */
export const customPlans = 5;
