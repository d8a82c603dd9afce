import { asc, desc, eq, getTableColumns, getTableName, is, sql, Column, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import {
  messages,
  type AreaDefinition,
  type BaseRow,
  type FieldErrors,
  type FilterTerms,
  type SortDir,
} from '@app/domain';
import type { Db, Tx } from '../db/client';
import type { Actor } from './auth';
import { isUniqueViolation, NotFoundError, ValidationError } from './errors';
import { projekte, users } from '../db/schema';
import {
  countUpTo,
  fewMatches,
  type ListPart,
  type ListJoin,
  literalLimit,
  matchesFew,
  matchesOnly,
  objectId,
  pageIds,
  pageRows,
  whereFromTerms,
} from './list-query';
import { preparedSelect, shapedSelects } from './prepared';
import { findProjekt, projektFilters } from './projekt';
import { savedRecord, versionedTable, type VersionedTable } from './versioned-table';
import { wordListCount, wordListMatches, type WordLists } from './word-lists';

/*
 * The standard repository of an area, from its table and definition (issue 26): the record with its
 * creator's and editor's names (and its project for `perProjekt` areas), find by id as a prepared
 * statement, the list with the definition's filter keys and sort keys, id tiebreak, offset paging, its
 * page as a named statement and its count. The area adds only what is its own: columns, joins, filters of
 * its own keys, sorts that are not a plain column. Special queries (typeaheads, exports, sub-lists) stay
 * in the area and reuse `creator`, `editor` and `selectRecord`.
 */

/** The users who created and last edited a record (left joined: a deleted user leaves the name empty). */
export const creator = alias(users, 'creator');
export const editor = alias(users, 'editor');

type Field = PgColumn | SQL | SQL.Aliased;
export type Fields = Record<string, Field>;
/** A further table the record reads: left joined unless `inner`. */
export type Join = ListJoin;
type Sortable = PgColumn | SQL;
/** How a sort key orders: one column or expression, several in turn, or the whole order for a direction. */
export type SortSpec = Sortable | readonly Sortable[] | ((dir: SortDir) => SQL[]);

/** Ascending or descending by `dir`. */
export const direction = (dir: SortDir) => (dir === 'desc' ? desc : asc);

/** Sort by each column in `dir`, empty values last in both directions. */
export function nullsLast(...columns: Sortable[]): (dir: SortDir) => SQL[] {
  return (dir) => columns.map((c) => sql`${direction(dir)(c)} nulls last`);
}

/** The names of the creator and the editor, as every record answers them. */
type Names = { creator_name: string | null; editor_name: string | null };
/** The base columns of DESIGN §5 (a mapped type: assignable to the domain's record types). */
type BaseColumns = { [K in keyof BaseRow]: BaseRow[K] };
type ProjektColumns = { projekt_id: number; projektnr: number; projekt_name: string };

/** The values a create or update writes: the table's columns without the base columns. */
type WriteValues<T extends VersionedTable> = Parameters<ReturnType<typeof versionedTable<T>>['insert']>[2];

/**
 * A value that exists once (SPEC §5, e.g. a Projektnummer): checked before the write so the answer is the
 * usual 422 on the field; the table's unique index decides a concurrent twin the check missed.
 */
export interface UniqueValue<V> {
  field: string;
  message: string;
  /** True when another record than `id` (undefined on create) holds the value of `values`. */
  taken: (db: Db, values: V, id: number | undefined) => Promise<boolean>;
}

export interface AreaRepositorySpec<
  T extends VersionedTable,
  C extends Fields,
  S extends string,
  P extends boolean,
> {
  area: Pick<AreaDefinition, 'key' | 'filterKeys'> & { perProjekt: P; sortable: readonly S[] };
  table: T;
  /** The record's own columns, besides id, created, updated, creator/editor ids, version, project and names. */
  columns: C;
  /** Tables the columns read besides the record's own (and its project). */
  joins?: readonly Join[];
  /** Filter builders of the keys that are not standard (perProjekt: projekt_id, projektnr, project words). */
  filters?: Record<string, (value: string) => SQL>;
  /** Sort keys that are not a plain column of the record or its columns (perProjekt: projektnr is standard). */
  sort?: Partial<Record<S, SortSpec>>;
  /**
   * 'ids': the page's ids are found on the record's own table first, the joins run for the page's rows
   * only (issue 11, list-query pageIds); 'offset' (default): one statement.
   */
  paging?: 'offset' | 'ids';
  /** The table a filter reads besides the record's own; the count joins it too. */
  countJoin?: Join;
  /** A fulltext filter's words in a sort's order (word-lists.ts): its common words' pages read them. */
  words?: WordLists;
  /** A value of the record that exists once; create and update check it. */
  unique?: UniqueValue<WriteValues<T>>;
  /**
   * Further checks of create and update the schema cannot make (references to other records): their
   * errors are answered together with the project's and the unique value's.
   */
  check?: (db: Db, values: WriteValues<T>, id: number | undefined) => Promise<FieldErrors>;
}

export interface ListParams<S extends string = string> {
  terms: FilterTerms;
  sort: S;
  dir: SortDir;
  page: number;
  perPage: number;
  /** The page or the count alone (list-query ListPart); both when absent. */
  part?: ListPart;
}

export type AreaRecord<C extends Fields, P extends boolean> = BaseColumns &
  (P extends true ? ProjektColumns : unknown) &
  Omit<SelectResultFields<C>, keyof Names> &
  Names;

/** A select of records (dynamic: each step returns the same query), awaited or prepared. */
export interface RecordQuery<R> extends PromiseLike<R[]> {
  where(where: SQL | undefined): RecordQuery<R>;
  orderBy(...order: SQL[]): RecordQuery<R>;
  limit(n: number): RecordQuery<R>;
  offset(n: number): RecordQuery<R>;
  prepare(name: string): { execute(placeholders?: Record<string, unknown>): Promise<R[]> };
  toSQL(): { sql: string };
}

/** Fails at start-up, naming the area and the step that is missing. */
function missing(area: string, what: string): never {
  throw new Error(`Area '${area}': ${what}`);
}

/**
 * The shape of a list's extra columns: their names and which definitions they are (by identity: the areas
 * define them once, at module level; one made per call would be a new shape, and statement, every time).
 */
function extraShape(extra: Fields | undefined): string {
  return extra
    ? Object.entries(extra)
        .map(([name, field]) => `${name}=${objectId(field)}`)
        .join(',')
    : '';
}

/** True when `order` reads a column of the project (the page-ids step must join it then). */
function readsProjekt(spec: SortSpec): boolean {
  const list = typeof spec === 'function' ? [] : Array.isArray(spec) ? spec : [spec];
  return list.some((s) => is(s, Column) && getTableName(s.table) === getTableName(projekte));
}

export function areaRepository<
  T extends VersionedTable,
  C extends Fields,
  S extends string,
  P extends boolean,
>(spec: AreaRepositorySpec<T, C, S, P>) {
  type Rec = AreaRecord<C, P>;
  const { area, table } = spec;
  const own = getTableColumns(table) as Record<string, PgColumn>;
  const perProjekt = area.perProjekt;
  const projektId = perProjekt
    ? (own.projekt_id ?? missing(area.key, 'perProjekt, but the table has no projekt_id'))
    : undefined;
  const projektJoin: Join | undefined = projektId && {
    table: projekte,
    on: eq(projekte.id, projektId),
    inner: true,
  };

  const selection: Fields = {
    id: table.id,
    created: own.created!,
    updated: table.updated,
    creator_id: table.creator_id,
    editor_id: table.editor_id,
    version: table.version,
    ...(projektId
      ? { projekt_id: projektId, projektnr: projekte.projektnr, projekt_name: projekte.name }
      : {}),
    ...spec.columns,
    creator_name: creator.name,
    editor_name: editor.name,
  };
  const joins: Join[] = [
    ...(projektJoin ? [projektJoin] : []),
    ...(spec.joins ?? []),
    { table: creator, on: eq(creator.id, table.creator_id) },
    { table: editor, on: eq(editor.id, table.editor_id) },
  ];

  const filters: Record<string, (value: string) => SQL> = {
    ...(projektId ? projektFilters(projektId) : {}),
    ...spec.filters,
  };
  for (const key of area.filterKeys) {
    if (!Object.hasOwn(filters, key))
      missing(
        area.key,
        `filter key '${key}' is in filterKeys but has no filter (add it to the repository's filters)`,
      );
  }
  const orders = new Map<string, SortSpec>();
  for (const key of area.sortable) {
    const sortSpec: SortSpec | undefined =
      spec.sort?.[key] ??
      (is(spec.columns[key], Column) ? (spec.columns[key] as PgColumn) : undefined) ??
      own[key] ??
      (projektId && key === 'projektnr' ? projekte.projektnr : undefined);
    orders.set(
      key,
      sortSpec ??
        missing(
          area.key,
          `sort key '${key}' is in sortable but has no column (add it to the repository's sort)`,
        ),
    );
  }

  /** The record's select with its joins, `extra` columns added (a list's aggregates, a detail's JSON). */
  function selectRecord<X extends Fields = Record<never, never>>(
    tx: Tx,
    extra?: X,
    from?: { table: unknown; on: SQL },
  ) {
    let query = from
      ? tx
          .select({ ...selection, ...extra })
          .from(from.table as PgTable)
          .innerJoin(table as PgTable, from.on)
          .$dynamic()
      : tx
          .select({ ...selection, ...extra })
          .from(table as PgTable)
          .$dynamic();
    for (const join of joins)
      query = join.inner ? query.innerJoin(join.table, join.on) : query.leftJoin(join.table, join.on);
    // Dynamic joins lose Drizzle's row type; the record's type is known from the selection.
    return query as unknown as RecordQuery<Rec & SelectResultFields<X>>;
  }

  const byId = preparedSelect<Rec, { id: number }>((db) =>
    selectRecord(db).where(eq(table.id, sql.placeholder('id'))),
  );

  /** The ORDER BY of a list: the sort key's order, then id in the same direction (pages never repeat rows). */
  function order(sort: S, dir: SortDir): SQL[] {
    const sortSpec = orders.get(sort)!;
    const first =
      typeof sortSpec === 'function'
        ? sortSpec(dir)
        : (Array.isArray(sortSpec) ? sortSpec : [sortSpec]).map((c) => direction(dir)(c));
    return [...first, direction(dir)(table.id)];
  }

  const where = (terms: FilterTerms) => whereFromTerms(terms, filters);
  const pages = shapedSelects();

  const versioned = versionedTable(table);
  type Values = WriteValues<T>;
  /** What a write does in the same transaction besides the record's row (sub-rows, claimed links). */
  type Then = (tx: Db, id: number) => Promise<unknown>;
  const fromSaved = savedRecord<Rec>(selection);
  // The saved row with its names is the whole record when it reads no other table (no re-read then).
  const ownRow = !projektId && !spec.joins?.length && Object.values(spec.columns).every((c) => is(c, Column));
  const { unique } = spec;

  /** The project (perProjekt), the unique value and the area's own checks, all errors in one 422. */
  async function checkWrite(db: Db, values: Values, id: number | undefined): Promise<void> {
    const errors: FieldErrors = {};
    // An update without projekt_id leaves the project as it is.
    const projekt = (values as { projekt_id?: number }).projekt_id;
    if (projektId && projekt !== undefined && !(await findProjekt(db, projekt)))
      errors.projekt_id = [messages.projektNichtGefunden];
    if (unique && (await unique.taken(db, values, id))) errors[unique.field] = [unique.message];
    Object.assign(errors, await spec.check?.(db, values, id));
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /** Runs the checked write (with `then` in one transaction); a unique index's refusal is the field's 422. */
  async function write<R extends { id: number }>(
    db: Db,
    run: (db: Db) => Promise<R>,
    then: Then | undefined,
  ): Promise<R> {
    try {
      if (!then) return await run(db);
      return await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await run(tx);
        await then(tx, row.id);
        return row;
      });
    } catch (error) {
      if (unique && isUniqueViolation(error)) throw ValidationError.field(unique.field, unique.message);
      throw error;
    }
  }

  /** Inserts after the checks (creator and editor: the actor); `then` runs in the same transaction. */
  async function insertRow(db: Db, actor: Actor, values: Values, then?: Then) {
    await checkWrite(db, values, undefined);
    return write(db, (tx) => versioned.insert(tx, actor, values), then);
  }

  /** Saves with the version after the checks (409 on a stale one); `then` runs in the same transaction. */
  async function updateRow(db: Db, actor: Actor, id: number, version: number, values: Values, then?: Then) {
    await checkWrite(db, values, id);
    return write(db, (tx) => versioned.update(tx, actor, id, version, values), then);
  }

  async function answer(db: Db, id: number): Promise<Rec> {
    const [row] = await byId(db, { id });
    if (!row) throw new NotFoundError();
    return row;
  }

  return {
    table: versioned,
    selection,
    selectRecord,
    where,
    order,
    /** The record from the row update answers, for areas whose record is its row and names (no re-read). */
    fromSaved,

    insertRow,
    updateRow,

    /** Creates the record (perProjekt: its project must exist, else 422 on projekt_id) and answers it. */
    async create(db: Db, actor: Actor, values: Values): Promise<Rec> {
      return answer(db, (await insertRow(db, actor, values)).id);
    },

    /** Saves with the version (409 on a stale one, versionedTable.update) and answers the record. */
    async update(db: Db, actor: Actor, id: number, version: number, values: Values): Promise<Rec> {
      const saved = await updateRow(db, actor, id, version, values);
      return ownRow ? fromSaved(saved) : answer(db, id);
    },

    async find(tx: Tx, id: number): Promise<Rec | undefined> {
      const [row] = await byId(tx, { id });
      return row;
    },

    /** One list page (with `extra` columns, e.g. aggregates only the list shows) and the count. */
    async list<X extends Fields = Record<never, never>>(
      tx: Tx,
      params: ListParams<S>,
      extra?: X,
    ): Promise<{ rows: (Rec & SelectResultFields<X>)[]; total: number; capped: boolean }> {
      const filter = where(params.terms);
      const sorted = order(params.sort, params.dir);
      const offset = (params.page - 1) * params.perPage;
      // Few matches are sorted, not found by walking the sort's index (list-query fewMatches); a call that
      // counts anyway decides by its count, a page alone asks a count that stops after fewMatches.
      let counted: { total: number; capped: boolean } | undefined;
      let few = false;
      const words = spec.words;
      const counter = words && ((most: number) => wordListCount(tx, words, params.terms, most));
      const part = params.part;
      if (filter && part === 'page') few = await matchesFew(tx, table, filter, spec.countJoin, counter);
      else if (filter && part === undefined) {
        counted = await countUpTo(tx, table, filter, { join: spec.countJoin, counter });
        few = counted.total <= fewMatches;
      }
      type Row = Rec & SelectResultFields<X>;
      const offsetParam = sql.placeholder('offset');
      // Many matches in a sort its word lists hold: the page is read from them (matches in their table's
      // name, as the statement's filter: its values are lifted like a WHERE's).
      const byWords =
        !few && filter && words && part !== 'count'
          ? await wordListMatches(
              tx,
              words,
              table,
              { ...params, offset },
              sql`(${offsetParam} + ${literalLimit(params.perPage)})`,
            )
          : undefined;
      // One statement per shape (prepared.ts shapedSelects): the plan, sort, direction, page size and
      // extra columns; the filter's values and the offset are filled in.
      const plan = few ? 'few' : byWords ? 'words' : (spec.paging ?? 'offset');
      const shape = `${plan}|${params.sort}|${params.dir}|${params.perPage}|${extraShape(extra)}`;
      const build = (where: SQL | undefined): PromiseLike<Row[]> => {
        const offset = offsetParam;
        if (plan === 'offset')
          return selectRecord(tx, extra)
            .where(where)
            .orderBy(...sorted)
            .limit(literalLimit(params.perPage))
            .offset(offset as unknown as number);
        const sortSpec = orders.get(params.sort)!;
        // The sort of an 'ids' area reads its own table or the project; another area's sort may read any join;
        // word lists hold a sort of the own table.
        const sortJoins =
          plan === 'words' || spec.paging === 'ids'
            ? projektJoin && readsProjekt(sortSpec)
              ? [projektJoin]
              : []
            : joins;
        // 'words': `where` is the word lists' matches (word-lists.ts), 'few': the filter's, sorted.
        const from =
          plan === 'words' ? where : few && where ? matchesOnly(table, where, spec.countJoin) : undefined;
        const page = pageIds(tx, table, {
          where,
          order: sorted,
          limit: params.perPage,
          offset,
          joins: sortJoins,
          from,
        });
        return selectRecord(tx, extra, { table: page, on: eq(table.id, page.page_id) }).orderBy(...sorted);
      };
      const [page, total] = await Promise.all([
        pageRows(part, () => pages<Row>(tx, shape, byWords ?? filter, build, { offset })),
        counted ?? countUpTo(tx, table, filter, { join: spec.countJoin, counter, part }),
      ]);
      return { rows: page, ...total };
    },
  };
}
