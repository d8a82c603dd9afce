import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { customPlans, plannedPerValue } from './plan-per-value';

/**
 * Named statements on PGlite (issue 29). PGlite's `query` parses, describes, binds, describes and executes
 * every call as an unnamed statement, six exchanges through WASM: 2.4–3 ms for a lookup by id whose
 * execution takes 0.15 ms, on every request's session check and record read. A text sent a second time is
 * parsed once as a named statement and from then on only bound and executed (0.3 ms for that lookup).
 *
 * Plans are chosen as PostgreSQL chooses them for the named statements it is sent (prepared.ts): planned
 * for the values the first five times, then once for all values where that plan is not costlier (the
 * session check: 3.4 ms planned per call, 0.9 ms so) — except a statement that filters by a text pattern
 * (plan-per-value.ts): it is parsed again after five runs, so PostgreSQL plans it for its values every
 * time. At most `most` statements are kept; the least recently used is closed. A statement whose result
 * columns a schema change altered, or that is gone, is forgotten; outside a transaction the call runs once
 * more unnamed, inside one its error ends the transaction as any other error would.
 */
const { serialize } = protocol;

/** What PGlite has and does not declare: its mutexes, type serializers and parsers. */
interface PGliteInternals {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
  syncToFs(): Promise<void>;
}

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type RowDescription = BackendMessage & { fields: Array<{ name: string; dataTypeID: number }> };
type DataRowMessage = BackendMessage & { fields: Array<string | null> };
type CommandCompleteMessage = BackendMessage & { text: string };

interface Statement {
  name: string;
  /** The parameters' types, as the server inferred them. */
  types: number[];
  /** The rows' description (none for a statement without rows). */
  rows: RowDescription | undefined;
  /** Runs left before it is parsed again (a text pattern's statement), or Infinity. */
  runsLeft: number;
}

type QueryFn = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** Codes after which a named statement cannot be used again: result type changed, statement unknown. */
const stale = new Set(['0A000', '26000']);

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Replaces `pglite.query` and the `query` of every transaction `pglite.transaction` opens by the named
 * path. Call once, right after PGlite.create and before anything else wraps these methods.
 */
export function useNamedStatements(pglite: PGlite, most = 500): void {
  const inner = pglite as unknown as PGliteInternals;
  const named = new Map<string, Statement>(); // in order of last use
  const seen = new Set<string>();
  /** Forgotten statements still on the connection: closed with the next parse. */
  const forgotten: string[] = [];
  let counter = 0;

  /** The statement for `key`, parsed now if it is not yet; runs inside the query mutex. */
  async function statement(key: string, text: string, options?: QueryOptions): Promise<Statement> {
    const known = named.get(key);
    if (known) {
      named.delete(key);
      named.set(key, known);
      return known;
    }
    const messages = forgotten.splice(0).map((name) => serialize.close({ type: 'S', name }));
    while (named.size >= most) {
      const [oldest, old] = named.entries().next().value!;
      named.delete(oldest);
      messages.push(serialize.close({ type: 'S', name: old.name }));
    }
    const name = `pglite_${++counter}`;
    messages.push(
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const answer = await pglite.execProtocol(joined(messages), { syncToFs: false });
    const made: Statement = {
      name,
      types: parse.parseDescribeStatementResults(answer.messages),
      rows: answer.messages.find((m) => m.name === 'rowDescription') as RowDescription | undefined,
      runsLeft: plannedPerValue(text) ? customPlans : Infinity,
    };
    named.set(key, made);
    return made;
  }

  /**
   * The rows as PGlite's parseResults makes them, without its copy of every type's parser into one object
   * per call (drizzle passes parsers on every query: 6.5 % of the server's time under the mixed load).
   */
  function results<T>(made: Statement, messages: BackendMessage[], options?: QueryOptions): Results<T> {
    const fields = (made.rows?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    const parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? inner.parsers[f.dataTypeID]);
    const value = (x: string | null, i: number) =>
      x === null ? null : parsers[i] ? parsers[i](x, fields[i]!.dataTypeID) : x;
    const rows: unknown[] = [];
    const result: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as DataRowMessage).fields.map(value);
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(fields.map((f, i) => [f.name, values[i]])),
        );
      } else if (message.name === 'commandComplete') {
        const parts = (message as CommandCompleteMessage).text.split(' ');
        const count = Number.parseInt(parts.at(-1)!, 10);
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(parts[0]!)) result.affectedRows = count;
        if (!Number.isNaN(count)) result.rowCount = count;
      }
    }
    return result;
  }

  async function run<T>(key: string, text: string, params: unknown[], options?: QueryOptions) {
    const made = await statement(key, text, options);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = made.types[i]!;
      const serializer = options?.serializers?.[type] ?? inner.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const answer = await pglite.execProtocol(
        joined([serialize.bind({ statement: made.name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      if (--made.runsLeft === 0) {
        named.delete(key);
        forgotten.push(made.name);
        seen.add(key); // named again at its next call
      }
      return results<T>(made, answer.messages, options);
    } catch (error) {
      if (stale.has((error as { code?: string }).code ?? '')) {
        named.delete(key);
        forgotten.push(made.name);
      }
      throw error;
    }
  }

  /** Whether `text` goes the named way now: from its second call on, never for PGlite's blob device. */
  function cacheable(text: string, options?: QueryOptions): string | undefined {
    if (options?.blob || text.includes('/dev/blob')) return undefined;
    const key = options?.paramTypes ? `${text}\u0000${options.paramTypes.join(',')}` : text;
    if (named.has(key)) return key;
    if (seen.has(key)) {
      seen.delete(key);
      return key;
    }
    if (seen.size >= most * 20) seen.clear();
    seen.add(key);
    return undefined;
  }

  const withError = (error: unknown, text: string, params: unknown[], options?: QueryOptions) =>
    Object.assign(error as object, { query: text, params, queryOptions: options });

  const rootQuery = pglite.query.bind(pglite) as QueryFn;
  (pglite as { query: QueryFn }).query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ) => {
    const key = cacheable(text, options);
    if (key === undefined) return rootQuery<T>(text, params, options);
    try {
      // As PGlite's own query: after any transaction, one call at a time, then written out.
      return await inner._runExclusiveTransaction(() =>
        inner._runExclusiveQuery(async () => {
          const result = await run<T>(key, text, params, options);
          await inner.syncToFs();
          return result;
        }),
      );
    } catch (error) {
      if (stale.has((error as { code?: string }).code ?? '')) return rootQuery<T>(text, params, options);
      throw withError(error, text, params, options);
    }
  };

  const rootTransaction = pglite.transaction.bind(pglite);
  pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    rootTransaction((tx) => {
      const txQuery = tx.query.bind(tx) as QueryFn;
      tx.query = (async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        const key = cacheable(text, options);
        if (key === undefined || tx.closed) return txQuery<R>(text, params, options);
        try {
          return await inner._runExclusiveQuery(() => run<R>(key, text, params, options));
        } catch (error) {
          throw withError(error, text, params, options);
        }
      }) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
}
