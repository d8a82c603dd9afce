import { and, asc, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  firmaRollen,
  isValidFbnr,
  messages,
  normalizeFbnr,
  typeaheadLimit,
  type Firma,
  type FirmaKurz,
  firmenArea,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { firmen, firmenVolltext, firmenVolltextWoerter } from '../../db/schema';
import { volltextWordLists } from '../../platform/word-lists';
import { runSelect } from '../../platform/prepared';
import { areaRepository, direction, type ListParams } from '../../platform/area-repository';
import {
  containsOrPrefix,
  containsText,
  escapeLike,
  everyWord,
  literalLimit,
  never,
  sortKey,
  wordInSearchText,
} from '../../platform/list-query';

const rolleColumns = {
  bautraeger: firmen.ist_bautraeger,
  kaeufer: firmen.ist_kaeufer,
  makler: firmen.ist_makler,
};

/** The fulltext filter's words in name order (migration 0043): a common word's page reads them. */
export const volltextWords = volltextWordLists(
  { entries: firmenVolltext, vocabulary: firmenVolltextWoerter },
  { key: firmen.name_key, word: (w) => wordInSearchText(firmen.suche, w) },
);

const repository = areaRepository({
  area: firmenArea,
  table: firmen,
  columns: {
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
  },
  filters: {
    name: (v) => containsOrPrefix(firmen.name, v),
    // An Austrian FN is stored without spaces, a foreign number with them: either way matches.
    fbnr: (v) =>
      or(containsText(firmen.fbnr, normalizeFbnr(v)), containsText(firmen.fbnr, normalizeFbnr(v, 'fremd')))!,
    land: (v) => eq(firmen.land, v.trim().toLowerCase()),
    // rolle:makler, also several words: 'rolle:makler kaeufer' (each must hold).
    rolle: (v) => {
      const keys = v
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean);
      const known = keys.filter((k): k is (typeof firmaRollen)[number] =>
        (firmaRollen as readonly string[]).includes(k),
      );
      if (known.length !== keys.length || !known.length) return never;
      return and(...known.map((k) => eq(rolleColumns[k], true)))!;
    },
    // Each word in name, FN or address (a short word begins one of their words), read by the trigram index.
    fulltext: everyWord(volltextWords.word),
  },
  // A common word's page in name order is read from the word lists (migration 0043, platform/word-lists.ts).
  words: volltextWords,
  sort: {
    name: sortKey(firmen.name),
    // Firms without FN sort last in both directions.
    fbnr: (dir) => [sql`${firmen.fbnr} is null`, direction(dir)(firmen.fbnr)],
  },
  // SPEC §5: a FirmenbuchNr exists once.
  unique: {
    field: 'fbnr',
    message: messages.fbnrVorhanden,
    taken: async (db, values, id) => !!values.fbnr && !!(await findFirmaByFbnr(db, values.fbnr, id)),
  },
});
export const firmenTable = repository.table;
export const firmenRepository = repository;

/** The record from the row update answers (no re-read after a save). */
export const firmaFromSaved: (saved: Record<string, unknown>) => Firma = repository.fromSaved;

export const findFirma = (tx: Tx, id: number): Promise<Firma | undefined> => repository.find(tx, id);

export const listFirmen = (
  tx: Tx,
  params: ListParams<(typeof firmenArea.sortable)[number]>,
): Promise<{ rows: Firma[]; total: number; capped: boolean }> => repository.list(tx, params);

const kurz = { id: firmen.id, name: firmen.name, fbnr: firmen.fbnr };

export async function findFirmaByFbnr(
  tx: Tx,
  fbnr: string,
  excludeId?: number,
): Promise<FirmaKurz | undefined> {
  const [row] = await tx
    .select(kurz)
    .from(firmen)
    .where(excludeId ? and(eq(firmen.fbnr, fbnr), sql`${firmen.id} <> ${excludeId}`) : eq(firmen.fbnr, fbnr));
  return row;
}

/** DOMAIN: the one seeded firm named 'Privat' (the oldest, should someone add another). */
export async function findPrivatfirma(tx: Tx): Promise<FirmaKurz | undefined> {
  const [row] = await tx
    .select(kurz)
    .from(firmen)
    .where(eq(firmen.name, 'Privat'))
    .orderBy(asc(firmen.id))
    .limit(1);
  return row;
}

/**
 * One typeahead pass (≤ limit): an exact FN first, then names starting with the first word in name order
 * (C-collated prefix index), then trigram "contains" matches on the name. `onlyMakler` narrows it to brokers.
 */
async function searchStep(
  tx: Tx,
  words: string[],
  fbnr: string | null,
  onlyMakler: boolean,
  skip: number[],
  limit: number,
) {
  const found: FirmaKurz[] = [];
  const scope = (...conditions: (SQL | undefined)[]) => {
    const taken = [...skip, ...found.map((f) => f.id)];
    return and(
      ...conditions,
      onlyMakler ? eq(firmen.ist_makler, true) : undefined,
      taken.length ? notInArray(firmen.id, taken) : undefined,
    );
  };
  if (fbnr)
    found.push(
      ...(await tx
        .select(kurz)
        .from(firmen)
        .where(scope(eq(firmen.fbnr, fbnr)))
        .limit(1)),
    );
  const allWords = and(...words.map((w) => containsText(firmen.name, w)));
  const prefixKey = sortKey(firmen.name);
  // The first word is the name prefix; only further words are tested as "contains", so the planner walks
  // the prefix index in name order and stops at the limit (AND-ing the trigram test made it bitmap-scan).
  const prefix = await runSelect(
    tx
      .select(kurz)
      .from(firmen)
      .where(
        scope(
          sql`${prefixKey} like f_unaccent(lower(${`${escapeLike(words[0]!)}%`}))`,
          ...words.slice(1).map((w) => containsText(firmen.name, w)),
        ),
      )
      .orderBy(prefixKey, firmen.id)
      .limit(literalLimit(limit - found.length)),
  );
  found.push(...prefix);
  const longEnough = words.some((w) => w.length >= 3);
  if (found.length >= limit || !longEnough) return found;
  const more = await runSelect(
    tx
      .select(kurz)
      .from(firmen)
      .where(scope(allWords))
      .limit(literalLimit(limit - found.length)),
  );
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
  const rest = await searchStep(
    tx,
    words,
    fbnr,
    false,
    first.map((f) => f.id),
    typeaheadLimit - first.length,
  );
  return [...first, ...rest];
}

/** How many likely duplicates the creation form lists at most. */
export const doublettenLimit = 10;

/**
 * Likely duplicates of a new firm (issue 27): the same FN, or the same name (case and accents aside, on
 * the name's sort index) and PLZ.
 */
export function findFirmaDoubletten(
  tx: Tx,
  input: { name: string; plz: string | null; fbnr: string | null },
): Promise<FirmaKurz[]> {
  const sameName = sql`${sortKey(firmen.name)} = (f_unaccent(lower(${input.name.trim()})) collate "C")`;
  const conditions = [
    input.fbnr ? eq(firmen.fbnr, input.fbnr) : undefined,
    input.name.trim() && input.plz ? and(sameName, eq(firmen.plz, input.plz)) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (!conditions.length) return Promise.resolve([]);
  return runSelect(
    tx
      .select(kurz)
      .from(firmen)
      .where(or(...conditions))
      .orderBy(asc(firmen.id))
      .limit(literalLimit(doublettenLimit)),
  );
}
