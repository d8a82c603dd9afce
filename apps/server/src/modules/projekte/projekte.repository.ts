import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import {
  messages,
  projekteArea,
  typeaheadLimit,
  type Projekt,
  type ProjektFirma,
  type ProjektKurz,
  type ProjektUrl,
} from '@app/domain';
import type { Tx } from '../../db/client';
import {
  bundeslaender,
  firmaRollen,
  firmen,
  projekte,
  projekteVolltext,
  projekteVolltextWoerter,
  projektFirmen,
  projektUrls,
  urlTypen,
} from '../../db/schema';
import { runSelect } from '../../platform/prepared';
import { areaRepository, type ListParams } from '../../platform/area-repository';
import { volltextWordLists } from '../../platform/word-lists';
import {
  wordInSearchText,
  containsOrPrefix,
  containsText,
  escapeLike,
  everyWord,
  fillTypeahead,
  literalLimit,
  numberFilter,
  sortKey,
} from '../../platform/list-query';

/** The fulltext filter's words in name order (migration 0041): a common word's page reads them. */
export const volltextWords = volltextWordLists(
  { entries: projekteVolltext, vocabulary: projekteVolltextWoerter },
  { key: projekte.name_key, word: (w) => wordInSearchText(projekte.suche, w) },
);

const repository = areaRepository({
  area: projekteArea,
  table: projekte,
  columns: {
    projektnr: projekte.projektnr,
    name: projekte.name,
    strasse: projekte.strasse,
    plz: projekte.plz,
    ort: projekte.ort,
    bezirk: projekte.bezirk,
    bundesland_id: projekte.bundesland_id,
    geo_lat: projekte.geo_lat,
    geo_long: projekte.geo_long,
    kg: projekte.kg,
    ez: projekte.ez,
    status: projekte.status,
    bundesland_name: bundeslaender.name,
  },
  joins: [{ table: bundeslaender, on: eq(bundeslaender.id, projekte.bundesland_id) }],
  filters: {
    projektnr: numberFilter((n) => eq(projekte.projektnr, n)),
    // 1–2 characters: a name prefix on the sort index; longer: on the name's own trigram index, as the one
    // condition it is (a second, narrowing one made the planner multiply their shares: 'wag' 22 ms, not 3).
    name: (v) => containsOrPrefix(projekte.name, v),
    bezirk: (v) => containsText(projekte.bezirk, v),
    bundesland_id: numberFilter((n) => eq(projekte.bundesland_id, n)),
    // Every word in number, name or address (1–2 characters at a word's start).
    fulltext: everyWord(volltextWords.word),
  },
  // A page is found as ids first: the name order with the fulltext filter is walked in one index alone
  // (migration 0040), the page's 50 rows and their joins are read after. A common word's page in name
  // order is read from its word lists instead (migration 0041, platform/word-lists.ts).
  paging: 'ids',
  words: volltextWords,
  // Bundesland ids 1–9 are in alphabetical order of their names, so the id sorts by name and uses its index.
  sort: {
    name: sortKey(projekte.name),
    bezirk: sortKey(projekte.bezirk),
    bundesland: projekte.bundesland_id,
  },
  unique: {
    field: 'projektnr',
    message: messages.projektnrVergeben,
    taken: (db, values, id) =>
      values.projektnr === undefined ? Promise.resolve(false) : projektnrTaken(db, values.projektnr, id),
  },
});
export const projekteTable = repository.table;
export const projekteRepository = repository;
export type ProjektSort = (typeof projekteArea.sortable)[number];

export const findProjekt = (tx: Tx, id: number): Promise<Projekt | undefined> => repository.find(tx, id);

export async function findProjektByNr(tx: Tx, projektnr: number): Promise<Projekt | undefined> {
  const [row] = await repository.selectRecord(tx).where(eq(projekte.projektnr, projektnr));
  return row;
}

export async function projektnrTaken(tx: Tx, projektnr: number, exceptId?: number): Promise<boolean> {
  const [row] = await tx.select({ id: projekte.id }).from(projekte).where(eq(projekte.projektnr, projektnr));
  return !!row && row.id !== exceptId;
}

export const listProjekte = (
  tx: Tx,
  params: ListParams<ProjektSort>,
): Promise<{ rows: Projekt[]; total: number; capped: boolean }> => repository.list(tx, params);

const projektFirmaSelection = {
  id: projektFirmen.id,
  projekt_id: projektFirmen.projekt_id,
  firma_id: projektFirmen.firma_id,
  firma_name: firmen.name,
  fbnr: firmen.fbnr,
  firma_rolle_id: projektFirmen.firma_rolle_id,
  rolle_name: firmaRollen.name,
};

function withDisplay(row: Omit<ProjektFirma, 'display'>): ProjektFirma {
  return { ...row, display: `${row.firma_name} (${row.rolle_name})` };
}

function selectProjektFirmen(tx: Tx) {
  return tx
    .select(projektFirmaSelection)
    .from(projektFirmen)
    .innerJoin(firmen, eq(firmen.id, projektFirmen.firma_id))
    .innerJoin(firmaRollen, eq(firmaRollen.id, projektFirmen.firma_rolle_id));
}

/** A project's firms in role order, then by firm name. */
export async function listProjektFirmen(tx: Tx, projektId: number): Promise<ProjektFirma[]> {
  const rows = await selectProjektFirmen(tx)
    .where(eq(projektFirmen.projekt_id, projektId))
    .orderBy(asc(projektFirmen.firma_rolle_id), sortKey(firmen.name), asc(projektFirmen.id));
  return rows.map(withDisplay);
}

export async function findProjektFirma(tx: Tx, id: number): Promise<ProjektFirma | undefined> {
  const [row] = await selectProjektFirmen(tx).where(eq(projektFirmen.id, id));
  return row && withDisplay(row);
}

export async function listProjektUrls(tx: Tx, projektId: number): Promise<ProjektUrl[]> {
  return tx
    .select({
      id: projektUrls.id,
      projekt_id: projektUrls.projekt_id,
      url: projektUrls.url,
      typ_id: projektUrls.typ_id,
      typ_name: urlTypen.name,
      created: projektUrls.created,
    })
    .from(projektUrls)
    .innerJoin(urlTypen, eq(urlTypen.id, projektUrls.typ_id))
    .where(eq(projektUrls.projekt_id, projektId))
    .orderBy(asc(projektUrls.typ_id), asc(projektUrls.id));
}

/**
 * Typeahead (≤ 30): a number finds projects whose projektnr starts with it. Text as for Personen and Firmen:
 * names starting with the first word first, in name order, straight from the C-collated name index (a
 * common word such as 'wohn' stops after 30 rows instead of sorting the 40 % of projects containing it);
 * the rest filled with trigram "contains" matches of every word.
 */
export async function searchProjekte(tx: Tx, q: string): Promise<ProjektKurz[]> {
  const text = q.trim();
  if (!text) return [];
  const pick = { id: projekte.id, projektnr: projekte.projektnr, name: projekte.name };
  if (/^\d{1,9}$/.test(text)) {
    return runSelect(
      tx
        .select(pick)
        .from(projekte)
        .where(sql`${projekte.projektnr}::text like ${`${text}%`}`)
        .orderBy(asc(projekte.projektnr))
        .limit(literalLimit(typeaheadLimit)),
    );
  }
  const words = text.split(/\s+/).slice(0, 5);
  const nameKey = sortKey(projekte.name);
  const prefix = await runSelect(
    tx
      .select(pick)
      .from(projekte)
      .where(
        and(
          sql`${nameKey} like f_unaccent(lower(${`${escapeLike(words[0]!)}%`}))`,
          ...words.slice(1).map((w) => containsText(projekte.name, w)),
        ),
      )
      .orderBy(nameKey, asc(projekte.id))
      .limit(literalLimit(typeaheadLimit)),
  );
  const allWords = and(...words.map((w) => containsText(projekte.name, w)));
  return fillTypeahead(
    prefix,
    words,
    typeaheadLimit,
    (found, room) =>
      runSelect(
        tx
          .select(pick)
          .from(projekte)
          .where(and(allWords, found.length ? notInArray(projekte.id, found) : undefined))
          .limit(literalLimit(room)),
      ),
    (a, b) => a.name.localeCompare(b.name, 'de') || a.id - b.id,
  );
}
