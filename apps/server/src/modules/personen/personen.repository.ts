import { eq, notInArray, and, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { typeaheadLimit, type Person, type PersonKurz, type SortDir } from '@app/domain';
import type { Tx } from '../../db/client';
import { personen, users } from '../../db/schema';
import { preparedSelect, runSelect } from '../../platform/prepared';
import { savedRecord, versionedTable } from '../../platform/versioned-table';
import {
  containsNormalized,
  containsOrPrefix,
  containsText,
  countUpTo,
  escapeLike,
  isShortTerm,
  orderBy,
  pageIds,
  pageRows,
  sortKey,
  startsWith,
  whereFromTerms, literalLimit } from '../../platform/list-query';
import type { FilterTerms } from '@app/domain';

export const personenTable = versionedTable(personen);

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');
const inName = (value: string) => containsNormalized(personen.name_suche, value);

// Terms of 1–2 characters are name or address prefixes ('hu': Huber, Hummel, hu.berger@…), on the
// sort-key indexes; longer ones "contain", on each column's own trigram index as one condition (narrowing
// by the search name first made the planner multiply both shares: 'berg' sorted by date 152 ms).
const filterBuilders = {
  vorname: (v: string) => containsOrPrefix(personen.vorname, v),
  nachname: (v: string) => containsOrPrefix(personen.nachname, v),
  email: (v: string) => containsOrPrefix(personen.email, v),
  fulltext: (v: string) => {
    const words = v.split(/\s+/).filter(Boolean);
    return and(
      ...words.map((w) =>
        isShortTerm(w)
          ? sql`(${startsWith(sortKey(personen.nachname), w)} or ${startsWith(sortKey(personen.vorname), w)})`
          : sql`(${inName(w)} or ${containsText(personen.email, w)})`,
      ),
    )!;
  },
};

const sortColumns = { nachname: sortKey(personen.nachname), vorname: sortKey(personen.vorname), created: personen.created };

const selection = {
  id: personen.id,
  created: personen.created,
  updated: personen.updated,
  creator_id: personen.creator_id,
  editor_id: personen.editor_id,
  version: personen.version,
  titel: personen.titel,
  vorname: personen.vorname,
  nachname: personen.nachname,
  email: personen.email,
  telefon: personen.telefon,
  creator_name: creator.name,
  editor_name: editor.name,
};

/** The record from the row update answers (no re-read after a save). */
export const personFromSaved = savedRecord<Person>(selection);

export async function findPerson(tx: Tx, id: number): Promise<Person | undefined> {
  const [row] = await tx
    .select(selection)
    .from(personen)
    .leftJoin(creator, eq(creator.id, personen.creator_id))
    .leftJoin(editor, eq(editor.id, personen.editor_id))
    .where(eq(personen.id, id));
  return row;
}

export async function listPersonen(
  tx: Tx,
  params: { terms: FilterTerms; sort: keyof typeof sortColumns; dir: SortDir; page: number; perPage: number },
): Promise<{ rows: Person[]; total: number; capped: boolean }> {
  const where = whereFromTerms(params.terms, filterBuilders);
  const order = orderBy(sortColumns[params.sort], personen.id, params.dir);
  const page = pageIds(tx, personen, { where, order, limit: params.perPage, offset: (params.page - 1) * params.perPage });
  const [rows, counted] = await Promise.all([
    pageRows(tx
      .select(selection)
      .from(page)
      .innerJoin(personen, eq(personen.id, page.page_id))
      .leftJoin(creator, eq(creator.id, personen.creator_id))
      .leftJoin(editor, eq(editor.id, personen.editor_id))
      .orderBy(...order)),
    countUpTo(tx, personen, where),
  ]);
  return { rows, ...counted };
}

const pick = { id: personen.id, vorname: personen.vorname, nachname: personen.nachname };
const prefixKey = sortKey(personen.nachname);

/**
 * Surnames starting with `pattern` (a LIKE pattern) in name order, further words tested against the full
 * name: the planner walks the prefix index in order and stops after 30 rows.
 */
function byPrefix(tx: Tx, pattern: SQL | string, ...more: SQL[]) {
  return tx
    .select(pick)
    .from(personen)
    .where(and(sql`${prefixKey} like f_unaccent(lower(${pattern}))`, ...more))
    .orderBy(prefixKey, personen.id)
    .limit(literalLimit(typeaheadLimit));
}
/** A typeahead of one word (the usual case) as one statement, built and prepared once (issue 11). */
const oneWordPrefix = preparedSelect<PersonKurz, { pattern: string }>((db) => byPrefix(db, sql`${sql.placeholder('pattern')}`));

/**
 * Typeahead (≤ 30): surnames starting with the first word come first, in name order, straight from the
 * C-collated prefix index; the rest is filled with trigram "contains" matches on the full name.
 */
export async function searchPersonen(tx: Tx, q: string): Promise<PersonKurz[]> {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return [];
  const allWords = and(...words.map(inName));
  const pattern = `${escapeLike(words[0]!)}%`;
  const prefix =
    words.length === 1
      ? await oneWordPrefix(tx, { pattern })
      : await runSelect(byPrefix(tx, pattern, ...words.slice(1).map(inName)));
  const longEnough = words.some((w) => w.length >= 3);
  if (prefix.length >= typeaheadLimit || !longEnough) return prefix;
  const ids = prefix.map((p) => p.id);
  const more = await runSelect(tx
    .select(pick)
    .from(personen)
    .where(ids.length ? and(allWords, notInArray(personen.id, ids)) : allWords)
    .limit(literalLimit(typeaheadLimit - prefix.length)));
  more.sort((a, b) => a.nachname.localeCompare(b.nachname, 'de') || a.vorname.localeCompare(b.vorname, 'de'));
  return [...prefix, ...more];
}
