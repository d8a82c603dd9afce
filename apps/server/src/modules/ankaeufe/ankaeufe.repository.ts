import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Ankauf,
  type AnkaufVerkaeufer,
  type AnkaufZeile,
  type FilterTerms,
  type SortDir,
  wholeNumber,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { ankaeufe, ankaufVerkaeufer, firmen, projekte, users } from '../../db/schema';
import { versionedTable } from '../../platform/versioned-table';
import { containsNormalized, containsText, countUpTo, orderBy, sortKey, whereFromTerms, literalLimit } from '../../platform/list-query';

export const ankaeufeTable = versionedTable(ankaeufe);

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');
const never = sql`false`;

/** Every word in the project's number, name or address, or in a seller's name. */
function fulltextWord(word: string): SQL {
  const seller = sql`exists (select 1 from ${ankaufVerkaeufer} join ${firmen} on ${firmen.id} = ${ankaufVerkaeufer.firma_id}
    where ${ankaufVerkaeufer.ankauf_id} = ${ankaeufe.id} and ${containsText(firmen.name, word)})`;
  return sql`(${containsNormalized(projekte.suche, word)} or ${seller})`;
}

const filterBuilders: Record<string, (value: string) => SQL> = {
  projekt_id: (v) => {
    const n = wholeNumber(v);
    return n === null ? never : eq(ankaeufe.projekt_id, n);
  },
  /** The number users know the project by (issue 9: not its id). */
  projektnr: (v) => {
    const n = wholeNumber(v);
    return n === null ? never : sql`${ankaeufe.projekt_id} in (select id from projekte where projektnr = ${n})`;
  },
  status: (v) => {
    const n = wholeNumber(v);
    return n === null ? never : eq(ankaeufe.status, n);
  },
  fulltext: (v) => and(...v.split(/\s+/).filter(Boolean).map(fulltextWord)) ?? sql`true`,
};

const sortColumns = {
  datum: ankaeufe.datum,
  ankaufpreis: ankaeufe.ankaufpreis,
  status: ankaeufe.status,
  projektnr: projekte.projektnr,
  created: ankaeufe.created,
};
export type AnkaufSort = keyof typeof sortColumns;

const selection = {
  id: ankaeufe.id,
  created: ankaeufe.created,
  updated: ankaeufe.updated,
  creator_id: ankaeufe.creator_id,
  editor_id: ankaeufe.editor_id,
  version: ankaeufe.version,
  projekt_id: ankaeufe.projekt_id,
  status: ankaeufe.status,
  datum: ankaeufe.datum,
  ankaufpreis: ankaeufe.ankaufpreis,
  nutzflaeche: ankaeufe.nutzflaeche,
  gka: ankaeufe.gka,
  doublette: ankaeufe.doublette,
  projektnr: projekte.projektnr,
  projekt_name: projekte.name,
  creator_name: creator.name,
  editor_name: editor.name,
};

function selectAnkaeufe(tx: Tx) {
  return tx
    .select(selection)
    .from(ankaeufe)
    .innerJoin(projekte, eq(projekte.id, ankaeufe.projekt_id))
    .leftJoin(creator, eq(creator.id, ankaeufe.creator_id))
    .leftJoin(editor, eq(editor.id, ankaeufe.editor_id));
}

export async function findAnkauf(tx: Tx, id: number): Promise<Ankauf | undefined> {
  const [row] = await selectAnkaeufe(tx).where(eq(ankaeufe.id, id));
  return row;
}

const verkaeuferNamen = sql<
  string | null
>`(select string_agg(${firmen.name}, ', ' order by ${sortKey(firmen.name)})
  from ${ankaufVerkaeufer} join ${firmen} on ${firmen.id} = ${ankaufVerkaeufer.firma_id}
  where ${ankaufVerkaeufer.ankauf_id} = ${ankaeufe.id})`;

export async function listAnkaeufe(
  tx: Tx,
  params: { terms: FilterTerms; sort: AnkaufSort; dir: SortDir; page: number; perPage: number },
): Promise<{ rows: AnkaufZeile[]; total: number; capped: boolean }> {
  const where = whereFromTerms(params.terms, filterBuilders);
  const [rows, total] = await Promise.all([
    tx
      .select({ ...selection, verkaeufer_namen: verkaeuferNamen })
      .from(ankaeufe)
      .innerJoin(projekte, eq(projekte.id, ankaeufe.projekt_id))
      .leftJoin(creator, eq(creator.id, ankaeufe.creator_id))
      .leftJoin(editor, eq(editor.id, ankaeufe.editor_id))
      .where(where)
      .orderBy(...orderBy(sortColumns[params.sort], ankaeufe.id, params.dir))
      .limit(literalLimit(params.perPage))
      .offset((params.page - 1) * params.perPage),
    // The fulltext filter reads the project, so the count joins it too.
    countUpTo(tx, ankaeufe, where, { table: projekte, on: eq(projekte.id, ankaeufe.projekt_id) }),
  ]);
  return { rows, ...total };
}

const verkaeuferSelection = {
  id: ankaufVerkaeufer.id,
  ankauf_id: ankaufVerkaeufer.ankauf_id,
  firma_id: ankaufVerkaeufer.firma_id,
  firma_name: firmen.name,
  fbnr: firmen.fbnr,
};

export function listVerkaeufer(tx: Tx, ankaufId: number): Promise<AnkaufVerkaeufer[]> {
  return tx
    .select(verkaeuferSelection)
    .from(ankaufVerkaeufer)
    .innerJoin(firmen, eq(firmen.id, ankaufVerkaeufer.firma_id))
    .where(eq(ankaufVerkaeufer.ankauf_id, ankaufId))
    .orderBy(sortKey(firmen.name), asc(ankaufVerkaeufer.id));
}

export async function findVerkaeufer(tx: Tx, id: number): Promise<AnkaufVerkaeufer | undefined> {
  const [row] = await tx
    .select(verkaeuferSelection)
    .from(ankaufVerkaeufer)
    .innerJoin(firmen, eq(firmen.id, ankaufVerkaeufer.firma_id))
    .where(eq(ankaufVerkaeufer.id, id));
  return row;
}

