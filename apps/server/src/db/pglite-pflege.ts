import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';

/**
 * PGlite runs no autovacuum worker: without this, dead rows of every UPDATE and DELETE stay, the visibility
 * map is never set (index-only scans visit the heap) and the planner's statistics age. The periodic task
 * `pglite-pflege` does autovacuum's work by autovacuum's default rules, where `reltuples` is the table's row
 * estimate (-1, never analyzed, counts as 0):
 *  - VACUUM when n_dead_tup > 50 + 0.2 · reltuples, or n_ins_since_vacuum > 1000 + 0.2 · reltuples (an
 *    insert-only table gets its visibility map too);
 *  - ANALYZE when n_mod_since_analyze > 50 + 0.1 · reltuples;
 *  - VACUUM, too, when more than 8 + 10 % of the table's pages are not marked all-visible in the catalogue
 *    (relallvisible, set by the last VACUUM or ANALYZE): PGlite's counters start at zero with every start,
 *    so a table written before a restart would otherwise wait for new writes.
 * PGlite has one connection, and a VACUUM holds it: a turn does at most one table, the most overdue (by its
 * counter over its threshold). Every user table counts, pg-boss's too (its job partitions churn most).
 */
const rules = { vacuum: [50, 0.2], insert: [1000, 0.2], analyze: [50, 0.1] } as const;

const threshold = ([base, scale]: readonly [number, number]) => `(${base} + ${scale} * rows)`;
const notAllVisible = '(c.relpages - c.relallvisible)::float8 / (8 + 0.1 * c.relpages)';

/** The most overdue table, by PostgreSQL's own counters (PGlite keeps them). */
const mostOverdue = `
  select format('%I.%I', s.schemaname, s.relname) as "table",
    s.n_dead_tup > ${threshold(rules.vacuum)} or s.n_ins_since_vacuum > ${threshold(rules.insert)}
      or ${notAllVisible} > 1 as vacuum,
    s.n_mod_since_analyze > ${threshold(rules.analyze)} as analyze
  from pg_stat_user_tables s
  -- Tables and materialized views; a partitioned table holds no rows, its partitions are listed themselves.
  join pg_class c on c.oid = s.relid and c.relkind in ('r', 'm')
  cross join lateral (select greatest(c.reltuples, 0)::float8 as rows) r
  order by greatest(
    s.n_dead_tup / ${threshold(rules.vacuum)},
    s.n_ins_since_vacuum / ${threshold(rules.insert)},
    s.n_mod_since_analyze / ${threshold(rules.analyze)},
    ${notAllVisible}
  ) desc, 1
  limit 1`;

export interface PflegeSchritt {
  /** Schema-qualified, quoted as needed. */
  table: string;
  vacuum: boolean;
  analyze: boolean;
  ms: number;
}

/** One turn: vacuums and/or analyzes the most overdue table, if any is due; logs and answers what it did. */
export async function pglitePflege(
  pglite: PGlite,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<PflegeSchritt | undefined> {
  // PGlite's one backend reports its counts at most once a second, when idle. Reported now, the last writes
  // count in the choice instead of being added after the VACUUM has reset the counters.
  await pglite.query('select pg_stat_force_next_flush()');
  const [due] = (await pglite.query<Omit<PflegeSchritt, 'ms'>>(mostOverdue)).rows;
  if (!due || !(due.vacuum || due.analyze)) return undefined;
  const statement = due.vacuum ? `VACUUM${due.analyze ? ' (ANALYZE)' : ''}` : 'ANALYZE';
  const started = Date.now();
  // exec: the simple protocol, never a named statement, and only outside a transaction (PGlite's mutex),
  // as VACUUM requires.
  await pglite.exec(`${statement} ${due.table}`);
  const done = { ...due, ms: Date.now() - started };
  log.info({ task: 'pglite-pflege', ...done }, `pglite-pflege: ${statement} ${due.table}`);
  return done;
}
