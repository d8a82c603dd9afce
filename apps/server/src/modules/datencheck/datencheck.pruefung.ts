import type { parse } from 'libpg-query';

/** A check's SQL failed or was refused: the German reason shown with the failed run (or on the form before saving). */
export class AbfrageFehler extends Error {}

/**
 * Issue 24: what a check's SQL may be, decided on PostgreSQL's own grammar (libpg-query: the server's parser
 * compiled to WebAssembly) before it is explained or run, on save and on every run. Allowlists, not
 * blocklists: exactly one SELECT (WITH allowed, also RECURSIVE; no data-modifying WITH, no SELECT INTO, no
 * FOR UPDATE/SHARE), only the relations the role datencheck_leser may read (the caller passes them) and
 * CTE names, only the syntax nodes, functions and types below. Everything a check could use to reach past
 * its one read — server files, large objects, notifications, settings, locks, backend control, sleeping,
 * catalogues — is not in them. The role (migration 0028) refuses secrets even if something slipped past.
 */
export async function abfrageParsen(text: string, relationen: ReadonlySet<string>): Promise<void> {
  let result: Awaited<ReturnType<typeof parse>>;
  try {
    // Loaded on the first check, not on every start (issue 29, goal 5).
    result = await (await import('libpg-query')).parse(text);
  } catch (error) {
    throw new AbfrageFehler(syntaxFehler(error, text));
  }
  const stmts = result.stmts ?? [];
  if (stmts.length === 0) throw new AbfrageFehler('Die Abfrage ist leer.');
  if (stmts.length > 1) throw new AbfrageFehler('Nur eine einzelne Abfrage ist erlaubt.');
  const stmt = stmts[0]!.stmt as Record<string, unknown> | undefined;
  const art = stmt ? Object.keys(stmt)[0] : undefined;
  if (art !== 'SelectStmt')
    throw new AbfrageFehler(`Nur SELECT-Abfragen sind erlaubt${art ? ` (nicht ${anweisung(art)})` : ''}.`);
  try {
    new Pruefer(relationen).walk(stmt);
  } catch (error) {
    if (error instanceof RangeError) throw new AbfrageFehler('Die Abfrage ist zu tief verschachtelt.');
    throw error;
  }
}

function syntaxFehler(error: unknown, text: string): string {
  const e = error as { message?: string; sqlDetails?: { cursorPosition?: number } };
  const message = e.message ?? String(error);
  const near = /syntax error at or near "(.*)"/.exec(message);
  if (near) return `Syntaxfehler in der Abfrage bei „${near[1]}“.`;
  if (/syntax error at end of input/.test(message)) return 'Syntaxfehler: Die Abfrage endet unvollständig.';
  if (/unterminated/.test(message))
    return 'Syntaxfehler: Ein Kommentar, eine Zeichenkette oder ein Name ist nicht abgeschlossen.';
  const pos = e.sqlDetails?.cursorPosition;
  return `Syntaxfehler in der Abfrage${pos !== undefined && pos < text.length ? ` bei Zeichen ${pos + 1}` : ''}: ${message}`;
}

const anweisungen: Record<string, string> = {
  InsertStmt: 'INSERT',
  UpdateStmt: 'UPDATE',
  DeleteStmt: 'DELETE',
  MergeStmt: 'MERGE',
  VariableSetStmt: 'SET',
  VariableShowStmt: 'SHOW',
  TransactionStmt: 'eine Transaktionsanweisung',
  ExplainStmt: 'EXPLAIN',
  CopyStmt: 'COPY',
  CreateStmt: 'CREATE TABLE',
  CreateTableAsStmt: 'CREATE TABLE AS',
  DoStmt: 'DO',
  CallStmt: 'CALL',
  NotifyStmt: 'NOTIFY',
  ListenStmt: 'LISTEN',
  LockStmt: 'LOCK',
  DiscardStmt: 'DISCARD',
};
const anweisung = (node: string) => anweisungen[node] ?? node.replace(/Stmt$/, '').toUpperCase();

/** The syntax a SELECT over tables needs; anything else (XML, JSON_TABLE, TABLESAMPLE, $1 …) is refused. */
const knoten = new Set([
  'SelectStmt',
  'ResTarget',
  'ColumnRef',
  'A_Const',
  'A_Star',
  'A_Expr',
  'A_Indirection',
  'A_Indices',
  'A_ArrayExpr',
  'FuncCall',
  'NamedArgExpr',
  'TypeCast',
  'CollateClause',
  'BoolExpr',
  'NullTest',
  'BooleanTest',
  'CaseExpr',
  'CaseWhen',
  'CoalesceExpr',
  'MinMaxExpr',
  'SubLink',
  'RowExpr',
  'SQLValueFunction',
  'GroupingFunc',
  'GroupingSet',
  'SortBy',
  'WindowDef',
  'RangeVar',
  'RangeSubselect',
  'RangeFunction',
  'JoinExpr',
  'Alias',
  'ColumnDef',
  'TypeName',
  'WithClause',
  'CommonTableExpr',
  'CTESearchClause',
  'CTECycleClause',
  'String',
  'Integer',
  'Float',
  'Boolean',
  'BitString',
  'List',
]);

/**
 * Functions a check may call: aggregates, window functions, string, number, date/time, JSON and array
 * functions that only compute (plus the ones the grammar turns syntax into: EXTRACT, TRIM, SIMILAR TO, AT
 * TIME ZONE …) and the extensions the application installs (unaccent, pg_trgm). Not: set_config,
 * current_setting, pg_sleep, pg_read_file, pg_ls_dir, lo_*, pg_notify, pg_cancel_backend,
 * pg_terminate_backend, pg_advisory_*, dblink, txid_*, nextval/setval, has_*_privilege, version …
 */
export const erlaubteFunktionen: ReadonlySet<string> = new Set(
  `
  count sum avg min max array_agg string_agg bool_and bool_or every jsonb_agg json_agg jsonb_object_agg
  json_object_agg stddev stddev_pop stddev_samp variance var_pop var_samp percentile_cont percentile_disc mode
  corr covar_pop covar_samp regr_avgx regr_avgy regr_count regr_intercept regr_r2 regr_slope regr_sxx regr_sxy
  regr_syy bit_and bit_or bit_xor any_value
  row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value
  length char_length character_length octet_length bit_length lower upper initcap btrim ltrim rtrim lpad rpad
  substr substring position strpos replace translate concat concat_ws left right reverse repeat split_part
  string_to_array array_to_string regexp_replace regexp_match regexp_matches regexp_split_to_array
  regexp_split_to_table regexp_like regexp_count regexp_instr regexp_substr starts_with format overlay
  quote_literal quote_ident quote_nullable md5 sha224 sha256 sha384 sha512 encode decode ascii chr to_hex
  normalize is_normalized unistr similar_to_escape like_escape pg_collation_for casefold
  unaccent similarity word_similarity strict_word_similarity show_trgm
  to_char to_number to_date to_timestamp
  abs ceil ceiling floor round trunc sign sqrt cbrt power pow exp ln log log10 mod div pi radians degrees
  sin cos tan cot asin acos atan atan2 sind cosd tand cotd asind acosd atand atan2d width_bucket gcd lcm
  scale min_scale trim_scale factorial random random_normal
  now current_date current_time current_timestamp localtime localtimestamp clock_timestamp statement_timestamp
  transaction_timestamp date_trunc date_part extract age make_date make_time make_timestamp make_timestamptz
  make_interval justify_days justify_hours justify_interval date_bin timezone isfinite date_add date_subtract
  overlaps
  to_json to_jsonb row_to_json array_to_json json_build_object jsonb_build_object json_build_array
  jsonb_build_array json_object jsonb_object json_array_length jsonb_array_length json_array_elements
  jsonb_array_elements json_array_elements_text jsonb_array_elements_text json_each jsonb_each json_each_text
  jsonb_each_text json_object_keys jsonb_object_keys json_typeof jsonb_typeof json_extract_path
  jsonb_extract_path json_extract_path_text jsonb_extract_path_text json_strip_nulls jsonb_strip_nulls
  jsonb_pretty jsonb_set jsonb_set_lax jsonb_insert jsonb_path_exists jsonb_path_match jsonb_path_query
  jsonb_path_query_array jsonb_path_query_first json_to_record jsonb_to_record json_to_recordset
  jsonb_to_recordset json_populate_record jsonb_populate_record
  array_length cardinality array_position array_positions array_remove array_replace array_append
  array_prepend array_cat array_lower array_upper array_dims array_ndims array_fill array_reverse array_sort
  trim_array unnest generate_series generate_subscripts
  num_nulls num_nonnulls
`
    .split(/\s+/)
    .filter(Boolean),
);

/** Types a check may cast to (pg_catalog names: the grammar turns 'double precision' into float8 etc.). */
const erlaubteTypen: ReadonlySet<string> = new Set(
  `bool boolean int2 int4 int8 smallint integer int bigint numeric decimal float4 float8 real text varchar bpchar
   char character date time timetz timestamp timestamptz interval json jsonb uuid bytea`
    .split(/\s+/)
    .filter(Boolean),
);

type Obj = Record<string, unknown>;
/** Levels of the syntax tree walked at most (a few per nested expression): deeper is refused, not a stack overflow. */
const maxTiefe = 4000;
const names = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((n) => ((n as { String?: { sval?: string } }).String?.sval ?? '').toString())
    : [];

class Pruefer {
  /** CTE names in scope (a WITH's names reach its whole SELECT, bodies included for RECURSIVE). */
  private readonly ctes: string[][] = [];
  constructor(private readonly relationen: ReadonlySet<string>) {}

  walk(value: unknown, tiefe = 0): void {
    if (tiefe > maxTiefe) throw new AbfrageFehler('Die Abfrage ist zu tief verschachtelt.');
    if (Array.isArray(value)) {
      for (const v of value) this.walk(v, tiefe + 1);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const obj = value as Obj;
    const withClause = obj.withClause as { ctes?: unknown[] } | undefined;
    const scoped = withClause !== undefined;
    if (scoped)
      this.ctes.push(
        (withClause.ctes ?? []).map((c) =>
          String((c as { CommonTableExpr?: { ctename?: string } }).CommonTableExpr?.ctename ?? ''),
        ),
      );
    try {
      for (const [key, child] of Object.entries(obj)) {
        if (/^[A-Z]/.test(key)) this.knoten(key, child as Obj);
        else if (key === 'intoClause')
          throw new AbfrageFehler('SELECT INTO ist nicht erlaubt: Eine Prüfung legt keine Tabellen an.');
        else if (key === 'lockingClause' && Array.isArray(child) && child.length > 0)
          throw new AbfrageFehler(
            'FOR UPDATE / FOR SHARE ist nicht erlaubt: Eine Prüfung sperrt keine Zeilen.',
          );
        else if (key === 'typeName') this.typ(child as Obj);
        this.walk(child, tiefe + 1);
      }
    } finally {
      if (scoped) this.ctes.pop();
    }
  }

  private knoten(art: string, node: Obj): void {
    if (!knoten.has(art)) {
      if (art in anweisungen || art.endsWith('Stmt'))
        throw new AbfrageFehler(
          `Nur lesende Abfragen sind erlaubt: ${anweisung(art)} ist in einer Prüfung nicht erlaubt.`,
        );
      if (art === 'ParamRef')
        throw new AbfrageFehler('Parameter ($1 …) sind in einer Prüfung nicht erlaubt.');
      throw new AbfrageFehler(`Diese SQL-Konstruktion ist in einer Prüfung nicht erlaubt (${art}).`);
    }
    if (art === 'RangeVar') this.relation(node);
    else if (art === 'FuncCall') this.funktion(node);
    else if (art === 'TypeName') this.typ(node);
    else if (art === 'A_Expr') {
      const op = names(node.name);
      if (op.length > 1 && op[0] !== 'pg_catalog')
        throw new AbfrageFehler(`Der Operator ${op.join('.')} ist in einer Prüfung nicht erlaubt.`);
    }
  }

  private relation(node: Obj): void {
    const schema = node.schemaname as string | undefined;
    const name = String(node.relname ?? '');
    const voll = [node.catalogname, schema, name].filter(Boolean).join('.');
    if (node.catalogname !== undefined || (schema !== undefined && schema !== 'public'))
      throw new AbfrageFehler(
        `Die Tabelle „${voll}“ ist für Prüfungen nicht freigegeben (nur die Fachtabellen).`,
      );
    if (schema === undefined && this.ctes.some((scope) => scope.includes(name))) return;
    if (!this.relationen.has(name))
      throw new AbfrageFehler(
        `Die Tabelle „${voll}“ ist für Prüfungen nicht freigegeben (nur die Fachtabellen).`,
      );
  }

  private funktion(node: Obj): void {
    const parts = names(node.funcname);
    const name = parts.at(-1) ?? '';
    const schemaOk =
      parts.length === 1 || (parts.length === 2 && (parts[0] === 'pg_catalog' || parts[0] === 'public'));
    if (!schemaOk || !erlaubteFunktionen.has(name))
      throw new AbfrageFehler(`Die Funktion ${parts.join('.')}() ist in einer Prüfung nicht erlaubt.`);
  }

  private typ(node: Obj): void {
    const parts = names(node.names);
    const name = parts.at(-1) ?? '';
    const schemaOk = parts.length === 1 || (parts.length === 2 && parts[0] === 'pg_catalog');
    if (!schemaOk || !erlaubteTypen.has(name))
      throw new AbfrageFehler(`Der Datentyp ${parts.join('.')} ist in einer Prüfung nicht erlaubt.`);
  }
}
