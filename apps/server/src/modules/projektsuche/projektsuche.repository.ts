import { projektsucheMax, projektsucheStufen, suchNorm, suchWoerter, type ProjektTreffer } from '@app/domain';
import type { Database } from '../../db/client';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const isNumber = (w: string) => /^\d+$/.test(w);

/**
 * The one statement of the Projektsuche (DOMAIN 'Projektsuche'), in tiers: 1 exact Projektnr, 2 prefix of
 * number or name, 3 every word begins a word of number, name, address, Bezirk, KG/EZ or a firm's name,
 * 4 similar (trigram word similarity, letters only: numbers never match fuzzily, they must still begin a
 * word). Each tier stops at 30 rows, so a word found in every project costs no more than a rare one.
 * Parameters are computed in `projektsucheParams`; the patterns are constants for the planner (indexes:
 * migration 0014).
 */
export const projektsucheSql = `
with treffer as (
  (select id, 1 as stufe from projekte where projektnr = $1::int)
  union all
  (select id, 2 from projekte where projektnr::text like $2::text limit ${projektsucheMax})
  union all
  (select id, 2 from projekte where f_suchnorm(name) like $3::text limit ${projektsucheMax})
  union all
  (select c.id, 3 from (
     select id from projekte where suchtext like $4::text
     union all
     select pf.projekt_id from firmen f join projekt_firmen pf on pf.firma_id = f.id where f_suchnorm(f.name) like $4::text
   ) c join projekte p on p.id = c.id
   where not exists (
     select 1 from unnest($5::text[]) r
     where not (p.suchtext ~ r or exists (
       select 1 from projekt_firmen pf join firmen f on f.id = pf.firma_id where pf.projekt_id = p.id and f_suchnorm(f.name) ~ r)))
   limit ${projektsucheMax})
  union all
  (select id, 4 from projekte p
   where $6::text is not null and $6::text <% suchtext
     and not exists (select 1 from unnest($7::text[]) r where not p.suchtext ~ r)
   order by word_similarity($6::text, suchtext) desc limit ${projektsucheMax})
  union all
  (select pf.projekt_id, 4 from firmen f join projekt_firmen pf on pf.firma_id = f.id
   where $6::text is not null and cardinality($7::text[]) = 0 and $6::text <% f_suchnorm(f.name)
   order by word_similarity($6::text, f_suchnorm(f.name)) desc limit ${projektsucheMax})
), best as (select id, min(stufe) as stufe from treffer group by id)
select p.id, p.projektnr, p.name, p.strasse, p.plz, p.ort, p.bezirk, p.kg, p.ez, b.stufe,
       (select f.name from projekt_firmen pf join firmen f on f.id = pf.firma_id
        where pf.projekt_id = p.id
          and (f_suchnorm(f.name) ~ any($5::text[]) or ($6::text is not null and $6::text <% f_suchnorm(f.name)))
        order by f.name limit 1) as firma
from best b join projekte p on p.id = b.id
order by b.stufe, p.projektnr
limit ${projektsucheMax}`;

/** The statement's parameters for one query; null when there is nothing to search. */
export function projektsucheParams(query: string): unknown[] | null {
  const trimmed = query.trim();
  const words = suchWoerter(trimmed);
  if (!words.length) return null;
  const digits = /^\d{1,9}$/.test(trimmed) ? trimmed : null;
  const boundary = (w: string) => `(^|[^a-z0-9])${w}`;
  const driver = [...words].sort((a, b) => b.length - a.length)[0]!;
  const letters = words.filter((w) => !isNumber(w));
  const fuzzy = letters.join(' ');
  return [
    digits === null ? null : Number(digits),
    digits === null ? null : `${digits}%`,
    `${likeEscape(suchNorm(trimmed))}%`,
    `%${driver}%`,
    words.map(boundary),
    fuzzy.length >= 3 ? fuzzy : null,
    words.filter(isNumber).map(boundary),
  ];
}

export async function searchProjekte(database: Pick<Database, 'query'>, query: string): Promise<ProjektTreffer[]> {
  const params = projektsucheParams(query);
  if (!params) return [];
  const rows = await database.query<Omit<ProjektTreffer, 'stufe'> & { stufe: number }>(projektsucheSql, params);
  return rows.map((r) => ({ ...r, stufe: projektsucheStufen[r.stufe - 1]! }));
}
