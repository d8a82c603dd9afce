import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { typeaheadLimit, type FilterTerms, type Projekt, type ProjektFirma, type ProjektKurz, type ProjektUrl, type SortDir, wholeNumber } from '@app/domain';
import type { Tx } from '../../db/client';
import { bundeslaender, firmaRollen, firmen, projekte, projektFirmen, projektUrls, urlTypen, users } from '../../db/schema';
import { runSelect } from '../../platform/prepared';
import { versionedTable } from '../../platform/versioned-table';
import { containsNormalized, containsOrPrefix, containsText, countUpTo, orderBy, pageRows, sortKey, whereFromTerms, literalLimit } from '../../platform/list-query';

export const projekteTable = versionedTable(projekte);

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');
const never = sql`false`;

const filterBuilders: Record<string, (value: string) => SQL> = {
  projektnr: (v) => {
    const n = wholeNumber(v);
    return n === null ? never : eq(projekte.projektnr, n);
  },
  // 1–2 characters: a name prefix on the sort index; longer: on the name's own trigram index, as the one
  // condition it is (a second, narrowing one made the planner multiply their shares: 'wag' 22 ms, not 3).
  name: (v) => containsOrPrefix(projekte.name, v),
  bezirk: (v) => containsText(projekte.bezirk, v),
  bundesland_id: (v) => {
    const n = wholeNumber(v);
    return n === null ? never : eq(projekte.bundesland_id, n);
  },
  // Every word somewhere in number, name or address.
  fulltext: (v) => {
    const words = v.split(/\s+/).filter(Boolean);
    return and(...words.map((w) => containsNormalized(projekte.suche, w)))!;
  },
};

// Bundesland ids 1–9 are in alphabetical order of their names, so the id sorts by name and uses its index.
const sortColumns = {
  projektnr: projekte.projektnr,
  name: sortKey(projekte.name),
  bezirk: sortKey(projekte.bezirk),
  bundesland: projekte.bundesland_id,
  created: projekte.created,
};
export type ProjektSort = keyof typeof sortColumns;

const selection = {
  id: projekte.id,
  created: projekte.created,
  updated: projekte.updated,
  creator_id: projekte.creator_id,
  editor_id: projekte.editor_id,
  version: projekte.version,
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
  creator_name: creator.name,
  editor_name: editor.name,
};

function selectProjekte(tx: Tx) {
  return tx
    .select(selection)
    .from(projekte)
    .leftJoin(bundeslaender, eq(bundeslaender.id, projekte.bundesland_id))
    .leftJoin(creator, eq(creator.id, projekte.creator_id))
    .leftJoin(editor, eq(editor.id, projekte.editor_id));
}

export async function findProjekt(tx: Tx, id: number): Promise<Projekt | undefined> {
  const [row] = await selectProjekte(tx).where(eq(projekte.id, id));
  return row;
}

export async function findProjektByNr(tx: Tx, projektnr: number): Promise<Projekt | undefined> {
  const [row] = await selectProjekte(tx).where(eq(projekte.projektnr, projektnr));
  return row;
}

export async function projektnrTaken(tx: Tx, projektnr: number, exceptId?: number): Promise<boolean> {
  const [row] = await tx.select({ id: projekte.id }).from(projekte).where(eq(projekte.projektnr, projektnr));
  return !!row && row.id !== exceptId;
}

export async function listProjekte(
  tx: Tx,
  params: { terms: FilterTerms; sort: ProjektSort; dir: SortDir; page: number; perPage: number },
): Promise<{ rows: Projekt[]; total: number; capped: boolean }> {
  const where = whereFromTerms(params.terms, filterBuilders);
  const [rows, counted] = await Promise.all([
    pageRows(selectProjekte(tx)
      .where(where)
      .orderBy(...orderBy(sortColumns[params.sort], projekte.id, params.dir))
      .limit(literalLimit(params.perPage))
      .offset((params.page - 1) * params.perPage)),
    countUpTo(tx, projekte, where),
  ]);
  return { rows, ...counted };
}

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
 * Typeahead (≤ 30): a number finds projects whose projektnr starts with it; text finds names containing
 * every word.
 */
export async function searchProjekte(tx: Tx, q: string): Promise<ProjektKurz[]> {
  const text = q.trim();
  if (!text) return [];
  const pick = { id: projekte.id, projektnr: projekte.projektnr, name: projekte.name };
  if (/^\d{1,9}$/.test(text)) {
    return runSelect(tx
      .select(pick)
      .from(projekte)
      .where(sql`${projekte.projektnr}::text like ${`${text}%`}`)
      .orderBy(asc(projekte.projektnr))
      .limit(literalLimit(typeaheadLimit)));
  }
  const words = text.split(/\s+/).slice(0, 5);
  return runSelect(tx
    .select(pick)
    .from(projekte)
    .where(and(...words.map((w) => containsText(projekte.name, w))))
    .orderBy(sortKey(projekte.name), asc(projekte.id))
    .limit(literalLimit(typeaheadLimit)));
}
