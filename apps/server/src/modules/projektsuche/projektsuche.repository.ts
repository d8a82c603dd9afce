import { projektsucheMax, projektsucheStufen, suchNorm, suchWoerter, type ProjektTreffer } from '@app/domain';
import type { Database } from '../../db/client';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const isNumber = (w: string) => /^\d+$/.test(w);
const boundary = (w: string) => `(^|[^a-z0-9])${w}`;
const max = projektsucheMax;
const firmaSuchname = `f_suchnorm(f.name)`;
/** Queries of up to this many words are also tried spread over project and firm (2^n − 2 splits). */
const mixedMaxWords = 3;

/**
 * The Projektsuche (DOMAIN 'Projektsuche') in tiers, run in rank order until 30 projects are found (a
 * broad query is answered by the cheap first tiers): 1 exact Projektnr; 2 prefix of number or name;
 * 3 every word begins a word of the project (number, name, address, Bezirk, KG/EZ) or of one of its
 * firms' names, or (up to three words) spread over both, 'Müller Döbling' (full-text prefix query; words shorter than three letters
 * are checked as word beginnings only); 4 similar: each word of letters that begins no known word is replaced by the
 * dictionary words close to it (trigram similarity over `suchwoerter`), then as tier 3 — numbers never match fuzzily, they must still
 * begin a word. Indexes, dictionary and `f_suchnorm`: migration 0014.
 */
export const projektsucheSql = {
  /** Tiers 1 and 2 in one go: $1 the exact number, $2 the number's and $3 the name's prefix pattern. */
  anfang: `(select id, 1 as stufe from projekte where projektnr = $1::int)
    union all
    (select id, 2 from projekte where projektnr::text like $2::text limit ${max})
    union all
    (select id, 2 from projekte where f_suchnorm(name) like $3::text limit ${max})`,
  /** $1 tsquery, $2 word-beginning patterns of the short words: all words in the project's text or in one firm's name. */
  woerter: `(select id from projekte where to_tsvector('simple', suchtext) @@ $1::tsquery and suchtext ~ all($2::text[]) limit ${max})
    union all
    (select pf.projekt_id from firmen f join projekt_firmen pf on pf.firma_id = f.id
     where to_tsvector('simple', ${firmaSuchname}) @@ $1::tsquery and ${firmaSuchname} ~ all($2::text[]) limit ${max})`,
  /**
   * Words spread over the project and one of its firms ('Müller Döbling'): one branch per split of the word
   * groups into a project part ($n) and a firm part ($n+1), each served by its full-text index and joined;
   * $1 the short words' patterns over both texts.
   */
  gemischt: (splits: number) =>
    Array.from(
      { length: splits },
      (
        _,
        i,
      ) => `(select p.id from projekte p join projekt_firmen pf on pf.projekt_id = p.id join firmen f on f.id = pf.firma_id
       where to_tsvector('simple', p.suchtext) @@ $${2 * i + 2}::tsquery and to_tsvector('simple', ${firmaSuchname}) @@ $${2 * i + 3}::tsquery
         and (p.suchtext || ' ' || ${firmaSuchname}) ~ all($1::text[]) limit ${max})`,
    ).join(' union all '),
  /** Up to five dictionary words close to each word of $1 that begins no dictionary word (a typo). */
  aehnlich: `select w as wort,
      case when exists (select 1 from suchwoerter s where s.wort like w || '%') then '{}'::text[]
           else array(select s.wort from suchwoerter s where s.wort % w order by similarity(s.wort, w) desc, s.wort limit 5) end as nahe
    from unnest($1::text[]) as w`,
  /** The hits' fields and their firms' names. */
  treffer: `select p.id, p.projektnr, p.name, p.strasse, p.plz, p.ort, p.bezirk, p.kg, p.ez,
       array(select f.name from projekt_firmen pf join firmen f on f.id = pf.firma_id where pf.projekt_id = p.id order by f.name) as firmen
    from projekte p where p.id = any($1::int[])`,
} as const;

type Stufe = (typeof projektsucheStufen)[number];
type Query = Pick<Database, 'query'>;

/** A tsquery of word beginnings: every group must match, any word of a group. */
const tsquery = (groups: string[][]) =>
  groups.map((g) => `(${g.map((w) => `${w}:*`).join(' | ')})`).join(' & ');
/** The word groups split every way into a non-empty project part and a non-empty firm part. */
function splits(groups: string[][]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let mask = 1; mask < (1 << groups.length) - 1; mask++) {
    const side = (inProjekt: boolean) => groups.filter((_, i) => Boolean(mask & (1 << i)) === inProjekt);
    out.push([tsquery(side(true)), tsquery(side(false))]);
  }
  return out;
}

/**
 * Tier 3: all words in the project or one firm, then spread over both. Tier 4 (similar words) skips the
 * spread: its word groups multiply the splits' cost for a guess.
 */
async function woerter(
  database: Query,
  groups: string[][],
  short: string[],
  wanted: number,
  spread: boolean,
): Promise<Array<{ id: number }>> {
  const rows = await database.query<{ id: number }>(projektsucheSql.woerter, [tsquery(groups), short]);
  if (
    !spread ||
    new Set(rows.map((r) => r.id)).size >= wanted ||
    groups.length < 2 ||
    groups.length > mixedMaxWords
  )
    return rows;
  const parts = splits(groups);
  return [
    ...rows,
    ...(await database.query<{ id: number }>(projektsucheSql.gemischt(parts.length), [
      short,
      ...parts.flat(),
    ])),
  ];
}

export async function searchProjekte(database: Query, query: string): Promise<ProjektTreffer[]> {
  const trimmed = query.trim();
  const words = suchWoerter(trimmed);
  if (!words.length) return [];
  const found = new Map<number, Stufe>();
  const add = (stufe: Stufe, rows: Array<{ id: number }>) => {
    for (const { id } of rows) if (!found.has(id) && found.size < max) found.set(id, stufe);
  };
  const long = words.filter((w) => w.length >= 3);
  const short = words.filter((w) => w.length < 3).map(boundary);
  let shown = words;

  const number = /^\d{1,9}$/.test(trimmed) ? trimmed : null;
  const first = await database.query<{ id: number; stufe: number }>(projektsucheSql.anfang, [
    number === null ? null : Number(number),
    number === null ? null : `${number}%`,
    `${likeEscape(suchNorm(trimmed))}%`,
  ]);
  add(
    'nummer',
    first.filter((r) => r.stufe === 1),
  );
  add(
    'anfang',
    first.filter((r) => r.stufe === 2),
  );
  if (found.size < max && long.length)
    add(
      'woerter',
      await woerter(
        database,
        long.map((w) => [w]),
        short,
        max - found.size,
        true,
      ),
    );
  const letters = long.filter((w) => !isNumber(w));
  if (found.size < max && letters.length) {
    const near = new Map(
      (await database.query<{ wort: string; nahe: string[] }>(projektsucheSql.aehnlich, [letters])).map(
        (r) => [r.wort, r.nahe],
      ),
    );
    const groups = long.map((w) => (isNumber(w) ? [w] : [w, ...(near.get(w) ?? [])]));
    if (groups.some((g) => g.length > 1)) {
      add('aehnlich', await woerter(database, groups, short, max - found.size, false));
      shown = groups.flat();
    }
  }
  if (!found.size) return [];
  const rows = await database.query<Omit<ProjektTreffer, 'stufe' | 'firma'> & { firmen: string[] }>(
    projektsucheSql.treffer,
    [[...found.keys()]],
  );
  const rank = (r: { id: number }) => projektsucheStufen.indexOf(found.get(r.id)!);
  // The first firm with a word beginning like one of the query's (or the similar) words is shown.
  const matches = (name: string) => suchWoerter(name).some((n) => shown.some((w) => n.startsWith(w)));
  return rows
    .sort((a, b) => rank(a) - rank(b) || a.projektnr - b.projektnr)
    .map(({ firmen, ...r }) => ({ ...r, firma: firmen.find(matches) ?? null, stufe: found.get(r.id)! }));
}
