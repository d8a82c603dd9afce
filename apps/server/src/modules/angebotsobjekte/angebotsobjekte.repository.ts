import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { angebotsobjektStatus, type Angebotsobjekt, type FilterTerms, type SortDir, wholeNumber } from '@app/domain';
import type { Tx } from '../../db/client';
import { angebotsobjekte, koZuordnungen, projekte, users } from '../../db/schema';
import { versionedTable } from '../../platform/versioned-table';
import { containsNormalized, containsText, countUpTo, sortKey, whereFromTerms, literalLimit } from '../../platform/list-query';

export const angebotsobjekteTable = versionedTable(angebotsobjekte);

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');
const never = sql`false`;

/** The first number in a TopNr ('Top 12a' → 12), so 'Top 2' sorts before 'Top 10'. */
export function topNrOrder(column: PgColumn | SQL): SQL {
  return sql`(substring(${column} from '[0-9]{1,9}'))::integer`;
}

/** Projects whose search column (number, name, address) holds the word. */
const inProjekt = (word: string) =>
  sql`${angebotsobjekte.projekt_id} in (select ${projekte.id} from ${projekte} where ${containsNormalized(projekte.suche, word)})`;

const statusValues = new Set<string>(angebotsobjektStatus.map((s) => s.value));

const filterBuilders: Record<string, (value: string) => SQL> = {
  projekt_id: (v) => {
    const n = wholeNumber(v);
    return n === null ? never : eq(angebotsobjekte.projekt_id, n);
  },
  projektnr: (v) => {
    const n = wholeNumber(v);
    return n === null
      ? never
      : sql`${angebotsobjekte.projekt_id} in (select ${projekte.id} from ${projekte} where ${projekte.projektnr} = ${n})`;
  },
  top_nr: (v) => containsText(angebotsobjekte.top_nr, v),
  status: (v) => (statusValues.has(v) ? eq(angebotsobjekte.status, v) : never),
  // Every word in the TopNr or in the project's number, name or address.
  fulltext: (v) => {
    const words = v.split(/\s+/).filter(Boolean);
    return and(...words.map((w) => sql`(${containsText(angebotsobjekte.top_nr, w)} or ${inProjekt(w)})`))!;
  },
};

const sortColumns = {
  projektnr: [projekte.projektnr, topNrOrder(angebotsobjekte.top_nr), sortKey(angebotsobjekte.top_nr)],
  top_nr: [topNrOrder(angebotsobjekte.top_nr), sortKey(angebotsobjekte.top_nr)],
  preis: [angebotsobjekte.preis],
  flaeche: [angebotsobjekte.flaeche],
  status: [angebotsobjekte.status],
  stand: [angebotsobjekte.stand],
  created: [angebotsobjekte.created],
};
export type AngebotsobjektSort = keyof typeof sortColumns;

const kaufobjekteAnzahl = sql<number>`(select count(*)::integer from ${koZuordnungen} where ${koZuordnungen.angebotsobjekt_id} = ${angebotsobjekte.id})`;

const selection = {
  id: angebotsobjekte.id,
  created: angebotsobjekte.created,
  updated: angebotsobjekte.updated,
  creator_id: angebotsobjekte.creator_id,
  editor_id: angebotsobjekte.editor_id,
  version: angebotsobjekte.version,
  projekt_id: angebotsobjekte.projekt_id,
  top_nr: angebotsobjekte.top_nr,
  flaeche: angebotsobjekte.flaeche,
  zimmer: angebotsobjekte.zimmer,
  preis: angebotsobjekte.preis,
  stand: angebotsobjekte.stand,
  status: angebotsobjekte.status,
  projektnr: projekte.projektnr,
  projekt_name: projekte.name,
  kaufobjekte_anzahl: kaufobjekteAnzahl,
  creator_name: creator.name,
  editor_name: editor.name,
};

function selectAngebotsobjekte(tx: Tx) {
  return tx
    .select(selection)
    .from(angebotsobjekte)
    .innerJoin(projekte, eq(projekte.id, angebotsobjekte.projekt_id))
    .leftJoin(creator, eq(creator.id, angebotsobjekte.creator_id))
    .leftJoin(editor, eq(editor.id, angebotsobjekte.editor_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAngebotsobjekte>['execute']>>[number];
/** The status column is text; only the three values of the domain are ever written. */
const toAngebotsobjekt = (row: Row): Angebotsobjekt => row as Angebotsobjekt;

export async function findAngebotsobjekt(tx: Tx, id: number): Promise<Angebotsobjekt | undefined> {
  const [row] = await selectAngebotsobjekte(tx).where(eq(angebotsobjekte.id, id));
  return row && toAngebotsobjekt(row);
}

export async function listAngebotsobjekte(
  tx: Tx,
  params: { terms: FilterTerms; sort: AngebotsobjektSort; dir: SortDir; page: number; perPage: number },
): Promise<{ rows: Angebotsobjekt[]; total: number; capped: boolean }> {
  const where = whereFromTerms(params.terms, filterBuilders);
  const direction = params.dir === 'desc' ? desc : asc;
  // Empty values last in both directions; the id keeps pages stable.
  const order = sortColumns[params.sort].map((c) => sql`${direction(c)} nulls last`);
  const [rows, counted] = await Promise.all([
    selectAngebotsobjekte(tx)
      .where(where)
      .orderBy(...order, direction(angebotsobjekte.id))
      .limit(literalLimit(params.perPage))
      .offset((params.page - 1) * params.perPage),
    countUpTo(tx, angebotsobjekte, where),
  ]);
  return { rows: rows.map(toAngebotsobjekt), ...counted };
}

export async function zuordnungenAnzahl(tx: Tx, angebotsobjektId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::integer` })
    .from(koZuordnungen)
    .where(eq(koZuordnungen.angebotsobjekt_id, angebotsobjektId));
  return row?.n ?? 0;
}
