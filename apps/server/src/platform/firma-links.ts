import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { firmen } from '../db/schema';
import { sortKey } from './list-query';

type Link = PgTable & { id: PgColumn; firma_id: PgColumn };

/**
 * The firms assigned to a record through a link table (an Ankauf's sellers, a Vermarktung's brokers): the
 * link rows with the firm's name and FN in name order, one by id, and the names as one list column.
 */
export function firmaLinks<Row>(
  link: Link,
  parent: { column: PgColumn; key: string; record: PgColumn },
  extra: Record<string, PgColumn> = {},
) {
  const selection = {
    id: link.id,
    [parent.key]: parent.column,
    firma_id: link.firma_id,
    firma_name: firmen.name,
    fbnr: firmen.fbnr,
    ...extra,
  };
  const select = (tx: Tx) =>
    tx
      .select(selection)
      .from(link as PgTable)
      .innerJoin(firmen, eq(firmen.id, link.firma_id));
  return {
    list: (tx: Tx, parentId: number): Promise<Row[]> =>
      select(tx)
        .where(eq(parent.column, parentId))
        .orderBy(sortKey(firmen.name), asc(link.id)) as unknown as Promise<Row[]>,
    async find(tx: Tx, id: number): Promise<Row | undefined> {
      const [row] = (await select(tx).where(eq(link.id, id))) as unknown as Row[];
      return row;
    },
    /** The firms' names of the record, comma-separated in name order (a list column). */
    names: sql<string | null>`(select string_agg(${firmen.name}, ', ' order by ${sortKey(firmen.name)})
  from ${link} join ${firmen} on ${firmen.id} = ${link.firma_id}
  where ${parent.column} = ${parent.record})` as SQL<string | null>,
  };
}
