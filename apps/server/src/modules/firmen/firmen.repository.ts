import { and, asc, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  firmaRollen,
  isValidFbnr,
  normalizeFbnr,
  typeaheadLimit,
  type Firma,
  type FirmaKurz,
  type FilterTerms,
  type SortDir,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { firmen, users } from '../../db/schema';
import { runSelect } from '../../platform/prepared';
import { savedRecord, versionedTable } from '../../platform/versioned-table';
import { containsOrPrefix, containsText, countUpTo, escapeLike, orderBy, pageRows, sortKey, whereFromTerms, literalLimit } from '../../platform/list-query';

export const firmenTable = versionedTable(firmen);

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');

const rolleColumns = { bautraeger: firmen.ist_bautraeger, kaeufer: firmen.ist_kaeufer, makler: firmen.ist_makler };

const filterBuilders: Record<string, (value: string) => SQL> = {
  name: (v) => containsOrPrefix(firmen.name, v),
  // An Austrian FN is stored without spaces, a foreign number with them: either way matches.
  fbnr: (v) => or(containsText(firmen.fbnr, normalizeFbnr(v)), containsText(firmen.fbnr, normalizeFbnr(v, 'fremd')))!,
  land: (v) => eq(firmen.land, v.trim().toLowerCase()),
  // rolle:makler, also several words: 'rolle:makler kaeufer' (each must hold).
  rolle: (v) => {
    const keys = v.toLowerCase().split(/[\s,]+/).filter(Boolean);
    const known = keys.filter((k): k is (typeof firmaRollen)[number] => (firmaRollen as readonly string[]).includes(k));
    if (known.length !== keys.length || !known.length) return sql`false`;
    return and(...known.map((k) => eq(rolleColumns[k], true)))!;
  },
  fulltext: (v) => {
    const words = v.split(/\s+/).filter(Boolean);
    return and(
      ...words.map(
        (w) =>
          sql`(${containsText(firmen.name, w)} or ${containsText(firmen.fbnr, w)} or ${containsText(firmen.ort, w)} or ${containsText(firmen.adresse, w)} or ${containsText(firmen.plz, w)})`,
      ),
    )!;
  },
};

const sortColumns = { name: sortKey(firmen.name), fbnr: firmen.fbnr, created: firmen.created };

const selection = {
  id: firmen.id,
  created: firmen.created,
  updated: firmen.updated,
  creator_id: firmen.creator_id,
  editor_id: firmen.editor_id,
  version: firmen.version,
  name: firmen.name,
  fbnr: firmen.fbnr,
  land: firmen.land,
  plz: firmen.plz,
  ort: firmen.ort,
  adresse: firmen.adresse,
  geo_lat: firmen.geo_lat,
  geo_long: firmen.geo_long,
  ist_bautraeger: firmen.ist_bautraeger,
  ist_kaeufer: firmen.ist_kaeufer,
  ist_makler: firmen.ist_makler,
  bautraeger_info: firmen.bautraeger_info,
  kaeufer_info: firmen.kaeufer_info,
  makler_info: firmen.makler_info,
  funktionskennung: firmen.funktionskennung,
  rechtsform: firmen.rechtsform,
  sitz: firmen.sitz,
  firmenbuch_stand: firmen.firmenbuch_stand,
  creator_name: creator.name,
  editor_name: editor.name,
};

/** The record from the row update answers (no re-read after a save). */
export const firmaFromSaved = savedRecord<Firma>(selection);

export async function findFirma(tx: Tx, id: number): Promise<Firma | undefined> {
  const [row] = await tx
    .select(selection)
    .from(firmen)
    .leftJoin(creator, eq(creator.id, firmen.creator_id))
    .leftJoin(editor, eq(editor.id, firmen.editor_id))
    .where(eq(firmen.id, id));
  return row;
}

export async function listFirmen(
  tx: Tx,
  params: { terms: FilterTerms; sort: keyof typeof sortColumns; dir: SortDir; page: number; perPage: number },
): Promise<{ rows: Firma[]; total: number; capped: boolean }> {
  const where = whereFromTerms(params.terms, filterBuilders);
  // Firms without FN sort last in both directions.
  const sortColumn = sortColumns[params.sort];
  const nullsLast = params.sort === 'fbnr' ? [sql`${firmen.fbnr} is null`] : [];
  const [rows, counted] = await Promise.all([
    pageRows(tx
      .select(selection)
      .from(firmen)
      .leftJoin(creator, eq(creator.id, firmen.creator_id))
      .leftJoin(editor, eq(editor.id, firmen.editor_id))
      .where(where)
      .orderBy(...nullsLast, ...orderBy(sortColumn, firmen.id, params.dir))
      .limit(literalLimit(params.perPage))
      .offset((params.page - 1) * params.perPage)),
    countUpTo(tx, firmen, where),
  ]);
  return { rows, ...counted };
}

const kurz = { id: firmen.id, name: firmen.name, fbnr: firmen.fbnr };

export async function findFirmaByFbnr(tx: Tx, fbnr: string, excludeId?: number): Promise<FirmaKurz | undefined> {
  const [row] = await tx
    .select(kurz)
    .from(firmen)
    .where(excludeId ? and(eq(firmen.fbnr, fbnr), sql`${firmen.id} <> ${excludeId}`) : eq(firmen.fbnr, fbnr));
  return row;
}

/** DOMAIN: the one seeded firm named 'Privat' (the oldest, should someone add another). */
export async function findPrivatfirma(tx: Tx): Promise<FirmaKurz | undefined> {
  const [row] = await tx.select(kurz).from(firmen).where(eq(firmen.name, 'Privat')).orderBy(asc(firmen.id)).limit(1);
  return row;
}

/**
 * One typeahead pass (≤ limit): an exact FN first, then names starting with the first word in name order
 * (C-collated prefix index), then trigram "contains" matches on the name. `onlyMakler` narrows it to brokers.
 */
async function searchStep(tx: Tx, words: string[], fbnr: string | null, onlyMakler: boolean, skip: number[], limit: number) {
  const found: FirmaKurz[] = [];
  const scope = (...conditions: (SQL | undefined)[]) => {
    const taken = [...skip, ...found.map((f) => f.id)];
    return and(...conditions, onlyMakler ? eq(firmen.ist_makler, true) : undefined, taken.length ? notInArray(firmen.id, taken) : undefined);
  };
  if (fbnr) found.push(...(await tx.select(kurz).from(firmen).where(scope(eq(firmen.fbnr, fbnr))).limit(1)));
  const allWords = and(...words.map((w) => containsText(firmen.name, w)));
  const prefixKey = sortKey(firmen.name);
  // The first word is the name prefix; only further words are tested as "contains", so the planner walks
  // the prefix index in name order and stops at the limit (AND-ing the trigram test made it bitmap-scan).
  const prefix = await runSelect(tx
    .select(kurz)
    .from(firmen)
    .where(
      scope(
        sql`${prefixKey} like f_unaccent(lower(${`${escapeLike(words[0]!)}%`}))`,
        ...words.slice(1).map((w) => containsText(firmen.name, w)),
      ),
    )
    .orderBy(prefixKey, firmen.id)
    .limit(literalLimit(limit - found.length)));
  found.push(...prefix);
  const longEnough = words.some((w) => w.length >= 3);
  if (found.length >= limit || !longEnough) return found;
  const more = await runSelect(tx.select(kurz).from(firmen).where(scope(allWords)).limit(literalLimit(limit - found.length)));
  more.sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return [...found, ...more];
}

export async function searchFirmen(tx: Tx, q: string, preferMakler: boolean): Promise<FirmaKurz[]> {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return [];
  const normalized = normalizeFbnr(q);
  const fbnr = isValidFbnr(normalized) ? normalized : null;
  const first = preferMakler ? await searchStep(tx, words, fbnr, true, [], typeaheadLimit) : [];
  if (first.length >= typeaheadLimit) return first;
  const rest = await searchStep(tx, words, fbnr, false, first.map((f) => f.id), typeaheadLimit - first.length);
  return [...first, ...rest];
}

