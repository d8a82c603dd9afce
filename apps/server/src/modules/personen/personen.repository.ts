import { notInArray, and, sql, type SQL } from 'drizzle-orm';
import { personenArea, typeaheadLimit, type Person, type PersonKurz } from '@app/domain';
import type { Tx } from '../../db/client';
import { personen, personenVolltext, personenVolltextWoerter } from '../../db/schema';
import { areaRepository, type ListParams } from '../../platform/area-repository';
import { preparedSelect, runSelect } from '../../platform/prepared';
import {
  containsNormalized,
  containsOrPrefix,
  containsText,
  escapeLike,
  everyWord,
  fillTypeahead,
  isShortTerm,
  literalLimit,
  sortKey,
  wordInSearchText,
} from '../../platform/list-query';
import { volltextWordLists } from '../../platform/word-lists';

const inName = (value: string) => containsNormalized(personen.name_suche, value);

/**
 * A fulltext word (issue 29): 1–2 characters begin a word of name or e-mail ('hu': Huber, Anna Hummel,
 * hu.berger@…; DESIGN §12), longer ones are anywhere in the name or the e-mail, on their trigram indexes.
 */
const fulltextWord = (w: string): SQL =>
  isShortTerm(w)
    ? wordInSearchText(personen.suche, w)
    : sql`(${inName(w)} or ${containsText(personen.email, w)})`;

/**
 * The fulltext filter's words in Nachname order (migration 0044): a common word's page reads them. A
 * word's normal form of letters alone lies inside one of their words (`suche` splits at everything else).
 */
export const volltextWords = volltextWordLists(
  { entries: personenVolltext, vocabulary: personenVolltextWoerter },
  { sort: 'nachname', key: personen.nachname_key, word: fulltextWord, single: '^[a-z]+$' },
);

const repository = areaRepository({
  area: personenArea,
  table: personen,
  columns: {
    titel: personen.titel,
    vorname: personen.vorname,
    nachname: personen.nachname,
    email: personen.email,
    telefon: personen.telefon,
  },
  // Terms of 1–2 characters are prefixes on the sort-key indexes; longer ones "contain", on each column's
  // own trigram index as one condition (narrowing by the search name first made the planner multiply both
  // shares: 'berg' sorted by date 152 ms).
  filters: {
    vorname: (v) => containsOrPrefix(personen.vorname, v),
    nachname: (v) => containsOrPrefix(personen.nachname, v),
    email: (v) => containsOrPrefix(personen.email, v),
    fulltext: everyWord(fulltextWord),
  },
  words: volltextWords,
  sort: { nachname: sortKey(personen.nachname), vorname: sortKey(personen.vorname) },
  paging: 'ids',
});
export const personenTable = repository.table;

/** Create and update answer the record (update from the saved row: no re-read). */
export const { create: insertPerson, update: savePerson } = repository;

export const findPerson = (tx: Tx, id: number): Promise<Person | undefined> => repository.find(tx, id);

export const listPersonen = (
  tx: Tx,
  params: ListParams<(typeof personenArea.sortable)[number]>,
): Promise<{ rows: Person[]; total: number; capped: boolean }> => repository.list(tx, params);

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
const oneWordPrefix = preparedSelect<PersonKurz, { pattern: string }>((db) =>
  byPrefix(db, sql`${sql.placeholder('pattern')}`),
);

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
  return fillTypeahead(
    prefix,
    words,
    typeaheadLimit,
    (found, room) =>
      runSelect(
        tx
          .select(pick)
          .from(personen)
          .where(and(allWords, found.length ? notInArray(personen.id, found) : undefined))
          .limit(literalLimit(room)),
      ),
    (a, b) => a.nachname.localeCompare(b.nachname, 'de') || a.vorname.localeCompare(b.vorname, 'de'),
  );
}

/** How many likely duplicates the creation form lists at most. */
export const doublettenLimit = 10;

/**
 * Likely duplicates of a new person (issue 27): the same Vorname and Nachname, case and accents aside
 * (the stored `name_suche`; its trigram index finds the candidates).
 */
export function findPersonDoubletten(tx: Tx, vorname: string, nachname: string): Promise<PersonKurz[]> {
  const name = `${nachname.trim()} ${vorname.trim()}`;
  return runSelect(
    tx
      .select(pick)
      .from(personen)
      .where(and(inName(nachname.trim()), sql`${personen.name_suche} = f_unaccent(lower(${name}))`))
      .orderBy(personen.id)
      .limit(literalLimit(doublettenLimit)),
  );
}
