import { projektsucheMax, projektsucheStufen, suchNorm, suchWoerter, type ProjektTreffer } from '@app/domain';
import type { Database } from '../../db/client';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const isNumber = (w: string) => /^\d+$/.test(w);
const boundary = (w: string) => `(^|[^a-z0-9])${w}`;
const max = projektsucheMax;
const firmaSuchname = `f_suchnorm(f.name)`;
/** Projects of firms matching a word looked at for a query mixing firm and project words. */
const mixedCandidates = 500;

/**
 * The Projektsuche (DOMAIN 'Projektsuche') in tiers, run in rank order until 30 projects are found (a
 * broad query is answered by the cheap first tiers): 1 exact Projektnr; 2 prefix of number or name;
 * 3 every word begins a word of the project (number, name, address, Bezirk, KG/EZ) or of one of its
 * firms' names — also mixed, 'Müller Döbling' (full-text prefix query; words shorter than three letters
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
  /**
   * $1 tsquery, $2 word-beginning patterns of the short words, $3 the tsquery of any word: all words in the
   * project's text, all in one firm's name, or (several words) spread over both — the last only among the
   * projects of firms matching some word, which the firm index finds (capped, so a common word stays cheap).
   * The outer limit stops at 30 hits: a later branch runs only when the earlier ones found fewer.
   */
  woerter: `select id from ((select id from projekte where to_tsvector('simple', suchtext) @@ $1::tsquery and suchtext ~ all($2::text[]) limit ${max})
    union all
    (select pf.projekt_id from firmen f join projekt_firmen pf on pf.firma_id = f.id
     where to_tsvector('simple', ${firmaSuchname}) @@ $1::tsquery and ${firmaSuchname} ~ all($2::text[]) limit ${max})
    union all
    (select p.id from (select distinct pf.projekt_id from firmen f join projekt_firmen pf on pf.firma_id = f.id
        where $3::tsquery is not null and to_tsvector('simple', ${firmaSuchname}) @@ $3::tsquery limit ${mixedCandidates}) c
      join projekte p on p.id = c.projekt_id
      cross join lateral (select p.suchtext || ' ' || coalesce((select string_agg(${firmaSuchname}, ' ')
        from projekt_firmen pf join firmen f on f.id = pf.firma_id where pf.projekt_id = p.id), '') as text) t
      where to_tsvector('simple', t.text) @@ $1::tsquery and t.text ~ all($2::text[]) limit ${max})) hits limit ${max}`,
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
const tsquery = (groups: string[][]) => groups.map((g) => `(${g.map((w) => `${w}:*`).join(' | ')})`).join(' & ');
/** Any word of any group: the firms worth looking at for a mixed query (none needed for a single group). */
const anyWord = (groups: string[][]) => (groups.length > 1 ? groups.flat().map((w) => `${w}:*`).join(' | ') : null);
const woerterParams = (groups: string[][], short: string[]) => [tsquery(groups), short, anyWord(groups)];

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
  add('nummer', first.filter((r) => r.stufe === 1));
  add('anfang', first.filter((r) => r.stufe === 2));
  if (found.size < max && long.length) add('woerter', await database.query(projektsucheSql.woerter, woerterParams(long.map((w) => [w]), short)));
  const letters = long.filter((w) => !isNumber(w));
  if (found.size < max && letters.length) {
    const near = new Map(
      (await database.query<{ wort: string; nahe: string[] }>(projektsucheSql.aehnlich, [letters])).map((r) => [r.wort, r.nahe]),
    );
    const groups = long.map((w) => (isNumber(w) ? [w] : [w, ...(near.get(w) ?? [])]));
    if (groups.some((g) => g.length > 1)) {
      add('aehnlich', await database.query(projektsucheSql.woerter, woerterParams(groups, short)));
      shown = groups.flat();
    }
  }
  if (!found.size) return [];
  const rows = await database.query<Omit<ProjektTreffer, 'stufe' | 'firma'> & { firmen: string[] }>(projektsucheSql.treffer, [[...found.keys()]]);
  const rank = (r: { id: number }) => projektsucheStufen.indexOf(found.get(r.id)!);
  // The first firm with a word beginning like one of the query's (or the similar) words is shown.
  const matches = (name: string) => suchWoerter(name).some((n) => shown.some((w) => n.startsWith(w)));
  return rows
    .sort((a, b) => rank(a) - rank(b) || a.projektnr - b.projektnr)
    .map(({ firmen, ...r }) => ({ ...r, firma: firmen.find(matches) ?? null, stufe: found.get(r.id)! }));
}
