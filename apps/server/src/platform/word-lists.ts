import { count, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { countCap, type FilterTerms, type SortDir } from '@app/domain';
import type { Tx } from '../db/client';
import { planMemo } from './plan-memo';
import { runNamed } from './prepared';
import { containsNormalized, escapeLike, filterWords, isShortTerm, literalLimit } from './list-query';

/**
 * A fulltext filter's words in the sort's order (issue 29, goal 1). A common word ('wohn': 40 % of the
 * project names, all late in name order) made a page walk the whole name order testing each row's search
 * text (PGlite 18–23 ms). A word table holds every word of every row's search text (split at spaces) with
 * the row's sort key, ordered by word, key and id; a page reads the first rows of each word the term
 * matches (found in the distinct words' trigram index), merges them and takes its page.
 *
 * The answer is the filter's own: a term without spaces (the filter splits at whitespace) lies inside one
 * word of the search text, and so "contains" ('wag') and "a word starts with" ('hu') of the text are
 * exactly "some word contains / starts with". A term whose normal form is no single word (f_unaccent
 * writes '¼' as ' 1/4'; the Personen's words are letters alone) is left to the walk.
 */
export interface WordLists {
  /** The filter key whose words the lists serve. */
  filter: string;
  /** The sort key they are ordered by: the stored key `key` copies (ascending or descending). */
  sort: string;
  /** The filter's condition for one word: the further words of a term are checked with it. */
  word: (value: string) => SQL;
  /** A POSIX pattern a term's normal form matches when it lies inside one word of the lists. */
  single: string;
  /** The row's sort key (the list orders by it collated "C", then by id). */
  key: PgColumn;
  /** One row per word of a row's search text: the word, the row's key (collated "C"), the row's id. */
  entries: { table: PgTable; wort: PgColumn; key: PgColumn; id: PgColumn };
  /** The distinct words (trigram-indexed). */
  vocabulary: { table: PgTable; wort: PgColumn };
}

/**
 * The word lists of a table (db/schema/volltext.ts) for its 'fulltext' filter, whose condition for one
 * word is `word`, in the order of `sort` (its stored key `key`; default the name). `single`: default no space.
 */
export function volltextWordLists(
  tables: {
    entries: PgTable & Record<'wort' | 'sort_key' | 'id', PgColumn>;
    vocabulary: PgTable & { wort: PgColumn };
  },
  own: Pick<WordLists, 'key' | 'word'> & Partial<Pick<WordLists, 'sort' | 'single'>>,
): WordLists {
  const { entries, vocabulary } = tables;
  return {
    filter: 'fulltext',
    sort: 'name',
    single: '^[^ ]*$',
    ...own,
    entries: { table: entries, wort: entries.wort, key: entries.sort_key, id: entries.id },
    vocabulary: { table: vocabulary, wort: vocabulary.wort },
  };
}

/**
 * At most this many rows read from the word lists for one page (the words the term matches × the rows
 * up to the page's end); more, and the walk of the sort's index serves it (a one-letter term, a deep page).
 */
export const wordListReads = 20_000;

/** The filter's words if the terms are that filter's alone (other filters: the walk). */
export function listWords(lists: WordLists, terms: FilterTerms): string[] | undefined {
  const keys = Object.keys(terms).filter((k) => terms[k]!.length);
  if (keys.length !== 1 || keys[0] !== lists.filter) return undefined;
  const words = terms[lists.filter]!.flatMap((value) => filterWords(value));
  return words.length ? words : undefined;
}

/** The word the page is found by: the longest (the fewest matches, as a rule); the others are checked. */
function leading(words: string[]): { lead: string; others: string[] } {
  const i = words.reduce((best, w, j) => (w.length > words[best]!.length ? j : best), 0);
  return { lead: words[i]!, others: words.filter((_, j) => j !== i) };
}

/** The lists' name in a remembered decision: every area's filter is called 'fulltext'. */
const listsKey = (lists: WordLists) => getTableName(lists.vocabulary.table);

/** A word of the vocabulary the term matches: contains it, or (1–2 characters) starts with it. */
function wordMatches(column: PgColumn, term: string): SQL {
  return isShortTerm(term)
    ? sql`${column} like f_unaccent(lower(${`${escapeLike(term.trim())}%`}))`
    : containsNormalized(column, term);
}

/**
 * How many vocabulary words the leading word matches, counted no further than `most`; undefined when its
 * normal form is no single word (WordLists single). Decided once a minute per word: it chooses a
 * plan, never an answer, and the vocabulary only grows.
 */
const decisions = planMemo<number | undefined>();

async function vocabularyMatches(
  tx: Tx,
  lists: WordLists,
  word: string,
  most: number,
): Promise<number | undefined> {
  return decisions.get(`${listsKey(lists)}\u0000${most}\u0000${word}`, async () => {
    const { table, wort } = lists.vocabulary;
    const matching = tx
      .select({ one: sql`1` })
      .from(table)
      .where(wordMatches(wort, word))
      .limit(literalLimit(most + 1))
      .as('matching');
    const [row] = await tx
      .select({ n: count(), single: sql<boolean>`f_unaccent(lower(${word})) ~ ${lists.single}` })
      .from(matching);
    return row?.single ? row.n : undefined;
  });
}

/**
 * The rows of a page found by the word lists, as a subquery named like the list's table (its key column
 * and id; the list's order and page select read it as the table), or undefined when the walk serves it
 * better. `end` is the page's last row number (offset + page size), a placeholder of the statement.
 */
export async function wordListMatches(
  tx: Tx,
  lists: WordLists,
  table: PgTable & { id: PgColumn },
  params: { terms: FilterTerms; sort: string; dir: SortDir; offset: number; perPage: number },
  end: SQL,
): Promise<SQL | undefined> {
  if (params.sort !== lists.sort) return undefined;
  const words = listWords(lists, params.terms);
  if (!words) return undefined;
  const { lead, others } = leading(words);
  const most = Math.floor(wordListReads / (params.offset + params.perPage));
  const n = most > 0 ? await vocabularyMatches(tx, lists, lead, most) : undefined;
  if (n === undefined || n > most) return undefined;
  const { entries, vocabulary } = lists;
  const dir = params.dir === 'desc' ? sql`desc` : sql`asc`;
  const checked = others.length
    ? sql` inner join ${table} on ${table.id} = ${entries.id} and ${sql.join(
        others.map((w) => lists.word(w)),
        sql` and `,
      )}`
    : sql``;
  const key = sql.identifier(lists.key.name);
  return sql`(select distinct w.${key}, w.id from ${vocabulary.table} cross join lateral (
      select ${entries.key} as ${key}, ${entries.id} as id from ${entries.table}${checked}
      where ${entries.wort} = ${vocabulary.wort}
      order by ${entries.key} ${dir}, ${entries.id} ${dir} limit ${end}) w
    where ${wordMatches(vocabulary.wort, lead)}) as ${table}`;
}

/** At most this many vocabulary words for a count from the word lists (each is counted on its own). */
const countedWords = 4;

/**
 * The vocabulary words a term matches with their rows (each counted up to countCap + 1), remembered for a
 * minute: they choose how to count, never the count.
 */
const wordCounts = planMemo<{ wort: string; n: number }[]>();

function matchedWords(tx: Tx, lists: WordLists, word: string) {
  const { entries, vocabulary } = lists;
  return wordCounts.get(`${listsKey(lists)}\u0000${word}`, () =>
    runNamed<{ wort: string; n: number }>(
      tx,
      sql`select ${vocabulary.wort} as wort, (select count(*)::int from (select 1 from ${entries.table}
          where ${entries.wort} = ${vocabulary.wort} limit ${countCap + 1}) e) as n
        from ${vocabulary.table} where ${wordMatches(vocabulary.wort, word)} limit ${countedWords}`,
    ),
  );
}

/**
 * At most this many entries of the word lists are merged for a count of several words without
 * duplicates (PostgreSQL: 25,000 entries of 58 words in 5–6 ms, where the trigram count took 10–13).
 */
const mergedEntries = 30_000;

/** The entries of the words a term matches, counted up to mergedEntries + 1; remembered like wordCounts. */
const entryCounts = planMemo<number>();

function entriesOfWords(tx: Tx, lists: WordLists, words: SQL, word: string): Promise<number> {
  const { entries } = lists;
  return entryCounts.get(`${listsKey(lists)}\u0000${word}`, async () => {
    const [row] = await runNamed<{ n: number }>(
      tx,
      sql`select count(*)::int as n from (select 1 from ${entries.table} where ${words}
        limit ${mergedEntries + 1}) e`,
    );
    return row?.n ?? 0;
  });
}

/**
 * How many rows the filter matches, counted no further than `most`, from the word lists (a single word
 * of the filter alone), or undefined where the filter's own count serves better. A term that matches one
 * word of the vocabulary counts that word's rows (a project holds a word once: 'wag' on PGlite 7.6 →
 * 3.7 ms); of a few words, one that alone reaches `most` answers `most` ('wohn': 20 → 5 ms). Else the
 * words' rows are merged without duplicates, up to mergedEntries of them ('ma': 58 words of 300,000
 * persons; 12–14 → 5–6 ms on PostgreSQL); more, and the filter counts.
 * Which words there are is remembered; the statement checks again what the answer rests on (a word
 * added since can make it slower, never wrong).
 */
export async function wordListCount(
  tx: Tx,
  lists: WordLists,
  terms: FilterTerms,
  most: number,
): Promise<number | undefined> {
  const words = listWords(lists, terms);
  if (words?.length !== 1) return undefined;
  const [word] = words as [string];
  const n = await vocabularyMatches(tx, lists, word, countedWords);
  if (!n) return undefined;
  const { entries, vocabulary } = lists;
  const matching = wordMatches(vocabulary.wort, word);
  const ofMatchingWords = sql`${entries.wort} in (select ${vocabulary.wort} from ${vocabulary.table} where ${matching})`;
  const upTo = (rows: SQL) =>
    sql`(select count(*)::int from (select 1 from ${entries.table} where ${rows} limit ${most}) e)`;
  const matched = n <= countedWords ? await matchedWords(tx, lists, word) : [];
  const large = matched.find((w) => w.n >= most);
  let statement: SQL;
  if (large)
    statement = sql`select case when ${upTo(sql`${entries.wort} = ${large.wort}`)} >= ${most} then ${most}::int end as n`;
  else if (matched.length === 1)
    statement = sql`select case when (select count(*) from (select 1 from ${vocabulary.table} where ${matching} limit 2) w) = 1
          then ${upTo(ofMatchingWords)} end as n`;
  else if ((await entriesOfWords(tx, lists, ofMatchingWords, word)) <= mergedEntries)
    statement = sql`select least(count(*), ${most})::int as n from (select distinct ${entries.id}
          from ${entries.table} where ${ofMatchingWords}) d`;
  else return undefined;
  const [row] = await runNamed<{ n: number | null }>(tx, statement);
  return row?.n ?? undefined;
}
