import { getTableName, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTerms, parseFilter, type Permission } from '@app/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { firmen, personen, projekte } from './db/schema';
import type { Db } from './db/client';
import { volltextWords as projekteWords } from './modules/projekte/projekte.repository';
import { volltextWords as firmenWords } from './modules/firmen/firmen.repository';
import { volltextWords as personenWords } from './modules/personen/personen.repository';
import { createTestApp, type TestApp, type TestUser } from './testing/test-app';
import { fewMatches, filterWords } from './platform/list-query';
import { wordListCount, wordListMatches, type WordLists } from './platform/word-lists';

/*
 * The Projekte, Firmen and Personen lists' fulltext pages in name order are read from the word lists when a
 * word matches many records (word-lists.ts, kept by migration 0043's and 0044's triggers). Their pages must
 * be exactly the filter's: every record whose search text contains each long word (a short one at a word's
 * start; Personen: a long one in the name or the e-mail), in name order, then id. The reference is written
 * here without LIKE (strpos), so an escape or a word split that differs shows.
 */

const rows = fewMatches + 400;

// Names that share words (common and rare), with accents, LIKE's own characters, hyphens and doubled spaces.
const heads = [
  'Wohnen an der',
  'Wohnpark',
  'Wöhnhaus',
  'Residenz Wohn%',
  'Stadt_Wohnung',
  'Wohn\\Bau',
  'Öko-Wohnen',
];
const tails = [
  'Au',
  'Anger',
  'Mühle',
  'Straße',
  'Hof  Süd',
  'Zeile',
  'Park',
  'Ährenfeld',
  'ober',
  'Ufer',
  '½ Haus',
];
const strassen = ['Praterstraße', 'Wagramer Straße', 'Hauptplatz', 'Am Spitz', 'Mariahilfer Straße'];

const name = (i: number) =>
  `${heads[i % heads.length]} ${tails[(i * 31) % tails.length]} ${(i * 7919) % 997}`;
const address = (i: number) => `${strassen[i % strassen.length]} ${1 + (i % 40)}`;
const plz = (i: number) => (i % 50 ? '1010' : '8010');
const ort = (i: number) => (i % 3 ? 'Wien' : 'Graz');

interface Area {
  key: string;
  read: Permission;
  table: PgTable & { id: PgColumn };
  words: WordLists;
  /** The name column (its order: the word lists' sort and key). */
  name: string;
  /** The reference condition of a word of 3 or more characters ($n: the word), without LIKE. */
  long: (n: string) => string;
  /** A word of many records: a count from the lists that stops at 300 answers 300. */
  many: string;
  insert(db: Db): Promise<unknown>;
  /** A new record's statement, its name as $1. */
  create: string;
}

const inSuche = (n: string) => `strpos(suche, f_unaccent(lower(${n}))) > 0`;

const areas: Area[] = [
  {
    key: 'projekte',
    read: 'projekte.lesen',
    table: projekte,
    words: projekteWords,
    name: 'name',
    long: inSuche,
    many: '1010',
    insert: (db) =>
      db.insert(projekte).values(
        Array.from({ length: rows }, (_, i) => ({
          projektnr: 40_000 + i,
          name: name(i),
          strasse: address(i),
          plz: plz(i),
          ort: ort(i),
        })),
      ),
    create: 'insert into projekte (projektnr, name) values (49999, $1) returning id',
  },
  {
    key: 'firmen',
    read: 'firmen.lesen',
    table: firmen,
    words: firmenWords,
    name: 'name',
    long: inSuche,
    many: '1010',
    insert: (db) =>
      db.insert(firmen).values(
        Array.from({ length: rows }, (_, i) => ({
          name: name(i),
          adresse: address(i),
          plz: plz(i),
          ort: ort(i),
        })),
      ),
    create: 'insert into firmen (name) values ($1) returning id',
  },
  {
    key: 'personen',
    read: 'personen.lesen',
    table: personen,
    words: personenWords,
    name: 'nachname',
    long: (n) =>
      `(strpos(name_suche, f_unaccent(lower(${n}))) > 0 or strpos(coalesce(email_key, ''), f_unaccent(lower(${n}))) > 0)`,
    many: 'at',
    // Surnames of several words; e-mails whose letters are words of their own ('mühle.w3@graz.at').
    insert: (db) =>
      db.insert(personen).values(
        Array.from({ length: rows }, (_, i) => ({
          nachname: heads[i % heads.length]!,
          vorname: `${tails[(i * 31) % tails.length]} ${(i * 7919) % 997}`,
          email:
            i % 3 === 1 ? null : `${tails[i % tails.length]!.replace(/\s+/g, '')}.w${i % 13}@${ort(i)}.at`,
        })),
      ),
    create: "insert into personen (vorname, nachname) values ('Eva', $1) returning id",
  },
];

describe.each(areas)('$key', (area) => {
  let t: TestApp;
  let reader: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    reader = await t.user({ permissions: [area.read] });
    await area.insert(t.database.db);
  }, 180_000);
  afterAll(() => t?.close());

  /** The list's matches of `fulltext:<value>` (read as the list reads it), in its name order. */
  const expected = (value: string, dir: 'asc' | 'desc') =>
    matches(
      (parseFilter(`fulltext:${value}`).fulltext ?? []).flatMap((v) => filterWords(v)),
      dir,
    );

  /** The projects whose search text holds every word (1–2 characters: at a word's start), by definition. */
  async function matches(words: string[], dir: 'asc' | 'desc'): Promise<number[]> {
    const conditions = words.map((w, i) =>
      w.trim().length < 3
        ? `strpos(' ' || suche, ' ' || f_unaccent(lower($${i + 1}))) > 0`
        : area.long(`$${i + 1}`),
    );
    const found = await t.database.query<{ id: number }>(
      `select id from ${area.key} where ${conditions.join(' and ') || 'true'}
     order by (${area.words.key.name} collate "C") ${dir}, id ${dir}`,
      words,
    );
    return found.map((r) => r.id);
  }

  async function page(value: string, dir: string, pageNo: number, perPage: number): Promise<number[]> {
    const res = await t.as(reader, {
      method: 'GET',
      url: `/api/${area.key}?q[]=${encodeURIComponent(`fulltext:${value}`)}&sort=${area.words.sort}&dir=${dir}&page=${pageNo}&per_page=${perPage}&count=0`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { id: number }[] }).data.map((r) => r.id);
  }

  const words = fc.constantFrom(
    'wohn',
    'WÖHN',
    'ohn',
    'wo',
    'w',
    'an',
    'park',
    'hof',
    'süd',
    'wien',
    'graz',
    'strasse',
    'straße',
    '%',
    'n%',
    '_w',
    'n\\b',
    '\\',
    '½',
    '¼',
    '1',
    '12',
    'au',
    'zeile',
    'öko-wohnen',
    'ährenfeld',
    'xyz',
  );

  it('uses the word lists for a common word, not for one the normal form splits', async () => {
    const params = (value: string) => ({
      terms: { ...emptyTerms(), fulltext: [value] },
      sort: area.words.sort,
      dir: 'asc' as const,
      offset: 0,
      perPage: 50,
    });
    const end = sql`50`;
    expect(await wordListMatches(t.database.db, area.words, area.table, params('wohn'), end)).toBeDefined();
    expect(
      await wordListMatches(t.database.db, area.words, area.table, params('wohn graz'), end),
    ).toBeDefined();
    // PGlite's f_unaccent writes '¼' as ' 1/4' (PostgreSQL 15's as '1/4'): then no single word holds it and
    // the walk answers; nor for an address in Personen, whose words are letters alone.
    for (const value of ['¼', 'hu.berger']) {
      const [{ single } = { single: true }] = await t.database.query<{ single: boolean }>(
        `select f_unaccent(lower($1)) ~ $2 as single`,
        [value, area.words.single],
      );
      const found = await wordListMatches(t.database.db, area.words, area.table, params(value), end);
      expect(found === undefined, value).toBe(!single);
    }
    expect((await expected('wohn', 'asc')).length).toBeGreaterThan(fewMatches);
  });

  it('pages in name order are exactly the filter’s matches, for any words, direction and page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(words, words, fc.string({ minLength: 1, maxLength: 4 })), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.constantFrom('asc', 'desc' as const),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(10, 50),
        async (terms, dir, pageNo, perPage) => {
          const value = terms.join(' ');
          const all = await expected(value, dir);
          expect(await page(value, dir, pageNo, perPage)).toEqual(
            all.slice((pageNo - 1) * perPage, pageNo * perPage),
          );
        },
      ),
      { numRuns: 60 },
    );
  }, 180_000);

  it('counts from the word lists exactly, up to where it stops', async () => {
    let fromLists = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(words, fc.string({ minLength: 1, maxLength: 4 })),
        fc.constantFrom(1, 10, 300, fewMatches + 1, 10_001),
        async (word, most) => {
          const n = await wordListCount(
            t.database.db,
            area.words,
            { ...emptyTerms(), fulltext: [word] },
            most,
          );
          if (n === undefined) return;
          fromLists++;
          expect(n).toBe(Math.min((await matches(filterWords(word), 'asc')).length, most));
        },
      ),
      { numRuns: 80 },
    );
    expect(fromLists).toBeGreaterThan(5);
    // One word of the vocabulary ('wien'), and a word that alone reaches where the count stops.
    const one = { ...emptyTerms(), fulltext: ['wien'] };
    expect(await wordListCount(t.database.db, area.words, one, 10_001)).toBe(
      (await expected('wien', 'asc')).length,
    );
    const large = { ...emptyTerms(), fulltext: [area.many] };
    expect(await wordListCount(t.database.db, area.words, large, 300)).toBe(300);
    // A letter that begins many words, none of which reaches where the count stops: their rows merged.
    const [letter] = await t.database.query<{ p: string }>(
      `select left(wort, 1) as p from ${getTableName(area.words.vocabulary.table)} group by 1 order by count(*) desc limit 1`,
    );
    const merged = { ...emptyTerms(), fulltext: [letter!.p] };
    expect(await wordListCount(t.database.db, area.words, merged, 10_001)).toBe(
      (await matches([letter!.p], 'asc')).length,
    );
    // The list's count answers the same.
    for (const value of ['wohn', '1010', 'wien', 'park'])
      expect(
        (
          await t.as(reader, {
            method: 'GET',
            url: `/api/${area.key}/count?q[]=${encodeURIComponent(`fulltext:${value}`)}`,
          })
        ).json().data.total,
      ).toBe((await expected(value, 'asc')).length);
  }, 180_000);

  it('follows a record renamed, created and deleted', async () => {
    const [renamed] = await t.database.query<{ id: number }>(
      `update ${area.key} set ${area.name} = 'Aaa Wohnoase' where id = (select min(id) from ${area.key}) returning id`,
    );
    const [created] = await t.database.query<{ id: number }>(area.create, ['Zzz Wohnturm']);
    await t.database.query(
      `delete from ${area.key} where id = (select max(id) from ${area.key} where ${area.name} like 'Wohnpark%')`,
    );
    for (const value of ['wohn', 'oase', 'turm', 'park'])
      for (const dir of ['asc', 'desc'] as const)
        expect(await page(value, dir, 1, 50), `${value} ${dir}`).toEqual(
          (await expected(value, dir)).slice(0, 50),
        );
    expect((await page('wohn', 'asc', 1, 10))[0]).toBe(renamed!.id);
    expect((await page('wohn', 'desc', 1, 10))[0]).toBe(created!.id);
  });
});
