import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type FilterTerms,
  type SortDir,
  type Vermarktung,
  type VermarktungMakler,
  type VermarktungZeile,
  wholeNumber,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { firmen, projekte, users, vermarktungen, vermarktungMakler } from '../../db/schema';
import { versionedTable } from '../../platform/versioned-table';
import { containsNormalized, containsText, countUpTo, orderBy, sortKey, whereFromTerms, literalLimit } from '../../platform/list-query';

export const vermarktungenTable = versionedTable(vermarktungen);

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');
const never = sql`false`;

/** Every word in the project's number, name or address, the website, or a broker's name. */
function fulltextWord(word: string): SQL {
  const makler = sql`exists (select 1 from ${vermarktungMakler} join ${firmen} on ${firmen.id} = ${vermarktungMakler.firma_id}
    where ${vermarktungMakler.vermarktung_id} = ${vermarktungen.id} and ${containsText(firmen.name, word)})`;
  return sql`(${containsNormalized(projekte.suche, word)} or ${containsText(vermarktungen.website, word)} or ${makler})`;
}

const filterBuilders: Record<string, (value: string) => SQL> = {
  projekt_id: (v) => {
    const n = wholeNumber(v);
    return n === null ? never : eq(vermarktungen.projekt_id, n);
  },
  /** The number users know the project by (issue 9: not its id). */
  projektnr: (v) => {
    const n = wholeNumber(v);
    return n === null ? never : sql`${vermarktungen.projekt_id} in (select id from projekte where projektnr = ${n})`;
  },
  fulltext: (v) => and(...v.split(/\s+/).filter(Boolean).map(fulltextWord)) ?? sql`true`,
};

const sortColumns = {
  vermarktungsstart: vermarktungen.vermarktungsstart,
  provision: vermarktungen.provision,
  projektnr: projekte.projektnr,
  created: vermarktungen.created,
};
export type VermarktungSort = keyof typeof sortColumns;

const selection = {
  id: vermarktungen.id,
  created: vermarktungen.created,
  updated: vermarktungen.updated,
  creator_id: vermarktungen.creator_id,
  editor_id: vermarktungen.editor_id,
  version: vermarktungen.version,
  projekt_id: vermarktungen.projekt_id,
  vermarktungsstart: vermarktungen.vermarktungsstart,
  website: vermarktungen.website,
  provision: vermarktungen.provision,
  projektnr: projekte.projektnr,
  projekt_name: projekte.name,
  creator_name: creator.name,
  editor_name: editor.name,
};

function selectVermarktungen(tx: Tx) {
  return tx
    .select(selection)
    .from(vermarktungen)
    .innerJoin(projekte, eq(projekte.id, vermarktungen.projekt_id))
    .leftJoin(creator, eq(creator.id, vermarktungen.creator_id))
    .leftJoin(editor, eq(editor.id, vermarktungen.editor_id));
}

export async function findVermarktung(tx: Tx, id: number): Promise<Vermarktung | undefined> {
  const [row] = await selectVermarktungen(tx).where(eq(vermarktungen.id, id));
  return row;
}

const maklerNamen = sql<
  string | null
>`(select string_agg(${firmen.name}, ', ' order by ${sortKey(firmen.name)})
  from ${vermarktungMakler} join ${firmen} on ${firmen.id} = ${vermarktungMakler.firma_id}
  where ${vermarktungMakler.vermarktung_id} = ${vermarktungen.id})`;

export async function listVermarktungen(
  tx: Tx,
  params: { terms: FilterTerms; sort: VermarktungSort; dir: SortDir; page: number; perPage: number },
): Promise<{ rows: VermarktungZeile[]; total: number; capped: boolean }> {
  const where = whereFromTerms(params.terms, filterBuilders);
  const [rows, total] = await Promise.all([
    tx
      .select({ ...selection, makler_namen: maklerNamen })
      .from(vermarktungen)
      .innerJoin(projekte, eq(projekte.id, vermarktungen.projekt_id))
      .leftJoin(creator, eq(creator.id, vermarktungen.creator_id))
      .leftJoin(editor, eq(editor.id, vermarktungen.editor_id))
      .where(where)
      .orderBy(...orderBy(sortColumns[params.sort], vermarktungen.id, params.dir))
      .limit(literalLimit(params.perPage))
      .offset((params.page - 1) * params.perPage),
    // The fulltext filter reads the project, so the count joins it too.
    countUpTo(tx, vermarktungen, where, { table: projekte, on: eq(projekte.id, vermarktungen.projekt_id) }),
  ]);
  return { rows, ...total };
}

const maklerSelection = {
  id: vermarktungMakler.id,
  vermarktung_id: vermarktungMakler.vermarktung_id,
  firma_id: vermarktungMakler.firma_id,
  firma_name: firmen.name,
  fbnr: firmen.fbnr,
  ist_makler: firmen.ist_makler,
};

export function listMakler(tx: Tx, vermarktungId: number): Promise<VermarktungMakler[]> {
  return tx
    .select(maklerSelection)
    .from(vermarktungMakler)
    .innerJoin(firmen, eq(firmen.id, vermarktungMakler.firma_id))
    .where(eq(vermarktungMakler.vermarktung_id, vermarktungId))
    .orderBy(sortKey(firmen.name), asc(vermarktungMakler.id));
}

export async function findMakler(tx: Tx, id: number): Promise<VermarktungMakler | undefined> {
  const [row] = await tx
    .select(maklerSelection)
    .from(vermarktungMakler)
    .innerJoin(firmen, eq(firmen.id, vermarktungMakler.firma_id))
    .where(eq(vermarktungMakler.id, id));
  return row;
}

