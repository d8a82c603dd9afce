// Issue 11: what the application adds to PostgreSQL and HTTP. Each hot endpoint is measured interleaved
// (request by request) with its SQL sent directly (named prepared statements on a pool of 8 on
// PostgreSQL; the same PGlite instance otherwise) and with a bare node:http server answering the same
// client (the floor; both asked by bench/http-client.ts). p50/p95 of sequential requests, then requests/s
// of 8 concurrent clients each.
import http from 'node:http';
import pg from 'pg';
import type { Database } from '../src/db/client';
import { request } from './http-client';
import { percentile } from './percentile';

export interface OverheadRow {
  endpoint: string;
  /** p50/p95 ms and req/s of the endpoint, of its SQL alone, and of the bare HTTP floor. */
  app: Figures;
  sql: Figures;
  floor: Figures;
}
interface Figures {
  p50: number;
  p95: number;
  rps: number;
}

/** One way of answering request number i (the endpoint, its SQL, the floor). */
type Step = (i: number) => Promise<unknown>;

interface Case {
  endpoint: string;
  app: Step;
  sql: Step;
}

export interface OverheadOptions {
  database: Database;
  /** postgres:// URL of the benchmarked database (PostgreSQL only). */
  url?: string;
  base: string;
  cookie: string;
  csrf: string;
  requests: number;
  seconds: number;
  userId: number;
  /** Ask list pages as the web list page does, without their count (count=0; since issue 11). */
  pageOnly?: boolean;
}

async function interleaved(steps: Step[], requests: number): Promise<{ p50: number; p95: number }[]> {
  // Warm-up: enough requests for the JIT to settle, or the first endpoint measured pays for it.
  for (let i = 0; i < 50; i++) for (const step of steps) await step(i);
  const times = steps.map(() => [] as number[]);
  for (let i = 0; i < requests; i++) {
    for (const [k, step] of steps.entries()) {
      const started = performance.now();
      await step(i);
      times[k]!.push(performance.now() - started);
    }
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return { p50: percentile(t, 0.5), p95: percentile(t, 0.95) };
  });
}

async function throughput(step: Step, seconds: number): Promise<number> {
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 8 }, async (_, w) => {
      for (let i = w; Date.now() < until; i += 8) {
        await step(i);
        done++;
      }
    }),
  );
  return done / seconds;
}

/** A bare node:http server answering a small JSON body: what any HTTP answer costs on this machine. */
async function floorServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const body = JSON.stringify({ status: 'ok', data: { id: 1, name: 'floor' } });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function benchOverhead(options: OverheadOptions): Promise<OverheadRow[]> {
  const { database, base, cookie, csrf, requests, seconds } = options;
  const pageOnly = options.pageOnly ? '&count=0' : '';
  const pool = options.url ? new pg.Pool({ connectionString: options.url, max: 8 }) : undefined;
  // Named statements: parsed and planned once per connection, the best the driver can do.
  const run = async (name: string, text: string, values: unknown[]): Promise<{ id: number }[]> => {
    if (pool) return (await pool.query<{ id: number }>({ name, text, values })).rows;
    return database.query<{ id: number }>(text, values);
  };
  const get = async (path: string) => {
    const res = await request(base + path, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.toString()}`);
  };

  // Freshly seeded tables have no visibility map yet; autovacuum would set it in production, and deep
  // pages read their ids by index-only scans only with it.
  await database.query('vacuum (analyze) kaufobjekte, personen');
  const ids = await database.query<{ id: number }>('select id from kaufobjekte order by id limit 2000');
  const personIds = await database.query<{ id: number; version: number }>(
    'select id, version from personen where email is null order by id desc limit 16',
  );
  const typeaheadTerms = ['gruber', 'hu', 'mül', 'wag', 'stei', 'ma', 'berg', 'hof'];
  const filters = [
    [1, 250000, 400000],
    [2, 400000, 600000],
    [1, 600000, 900000],
    [3, 300000, 350000],
  ] as const;
  const filterQuery = ([s, von, bis]: readonly [number, number, number]) =>
    `q[]=${encodeURIComponent(`status:${s} AND preis_von:${von} AND preis_bis:${bis}`)}`;
  const listColumns = `k.id, k.created, k.updated, k.creator_id, k.editor_id, k.version, k.projekt_id, k.status, k.top_nr,
    k.kaufdatum, k.nutzflaeche, k.nettopreis, k.bruttopreis, k.ust, k.kaufobjekt_id, k.wiederverkauf, k.mit_teilungsplan,
    k.ist_marktueblich, k.nicht_marktueblich_grund, k.tz, k.tz_jahr, k.gericht, k.datei_id, p.projektnr, p.name as projekt_name,
    c.name as creator_name, e.name as editor_name`;
  const kaeufer = `(select string_agg(coalesce(f.name, concat_ws(' ', pp.titel, pp.vorname, pp.nachname)), ', ' order by kk.id)
    from kaufobjekt_kaeufer kk left join firmen f on f.id = kk.firma_id left join personen pp on pp.id = kk.person_id
    where kk.kaufobjekt_id = k.id) as kaeufer_namen`;
  // The record as GET answers it: its buyers, the earlier sale and the deed file's name in one statement.
  const kaeuferJson = `(select coalesce(json_agg(json_build_object('id', kk.id, 'kaufobjekt_id', kk.kaufobjekt_id,
      'firma_id', kk.firma_id, 'person_id', kk.person_id, 'projektadresse', kk.projektadresse,
      'name', coalesce(f.name, concat_ws(' ', pp.titel, pp.vorname, pp.nachname))) order by kk.id), '[]'::json)
    from kaufobjekt_kaeufer kk left join firmen f on f.id = kk.firma_id left join personen pp on pp.id = kk.person_id
    where kk.kaufobjekt_id = k.id) as kaeufer`;
  const vorherJson = `(select json_build_object('id', v.id, 'top_nr', v.top_nr, 'kaufdatum', v.kaufdatum, 'bruttopreis', v.bruttopreis)
    from kaufobjekte v where v.id = k.kaufobjekt_id) as vorher`;
  // The page as one statement: the rows chosen first (index order, LIMIT/OFFSET), joins for those only.
  const pageSql = (where: string) => `select ${listColumns}, ${kaeufer}
    from (select id from kaufobjekte where ${where} order by kaufdatum desc, id desc limit 50 offset $OFFSET) s
    join kaufobjekte k on k.id = s.id join projekte p on p.id = k.projekt_id
    left join users c on c.id = k.creator_id left join users e on e.id = k.editor_id
    order by k.kaufdatum desc, k.id desc`;
  const [{ deepPage } = { deepPage: 1 }] = await database.query<{ deepPage: number }>(
    'select least(500, greatest(1, count(*) / 50 - 1))::int as "deepPage" from (select 1 from kaufobjekte limit 30000) s',
  );

  // PUT Person: alternating phone numbers, so every request changes the record (and writes an audit row).
  const versions = new Map(personIds.slice(0, 8).map((p) => [p.id, p.version]));
  const sqlVersions = new Map(personIds.slice(8).map((p) => [p.id, p.version]));
  const putIds = [...versions.keys()];
  const sqlIds = [...sqlVersions.keys()];
  let putCounter = 0;

  const cases: Case[] = [
    {
      endpoint: 'typeahead Personen',
      app: (i) => get(`/api/personen?q=${encodeURIComponent(typeaheadTerms[i % typeaheadTerms.length]!)}`),
      // As the endpoint: surnames by prefix; when fewer than 30 and the term has 3 characters or more,
      // the rest from names containing it (at 100,000 persons 'gruber' or 'mül' need the second statement).
      sql: async (i) => {
        const term = typeaheadTerms[i % typeaheadTerms.length]!;
        const prefix = await run(
          'bench_typeahead',
          `select id, vorname, nachname from personen
           where (nachname_key collate "C") like f_unaccent(lower($1))
           order by (nachname_key collate "C"), id limit 30`,
          [`${term}%`],
        );
        if (prefix.length >= 30 || term.length < 3) return;
        await run(
          'bench_typeahead_more',
          `select id, vorname, nachname from personen
           where name_suche like f_unaccent(lower($1)) and not (id = any($2::int[])) limit $3`,
          [`%${term}%`, prefix.map((r) => r.id), 30 - prefix.length],
        );
      },
    },
    {
      endpoint: 'GET Kaufobjekt',
      app: (i) => get(`/api/kaufobjekte/${ids[(i * 37) % ids.length]!.id}`),
      sql: (i) =>
        run(
          'bench_get',
          `select ${listColumns}, ${kaeuferJson}, ${vorherJson},
             (select d.name from dateien d where d.id = k.datei_id) as datei_name
           from kaufobjekte k join projekte p on p.id = k.projekt_id
           left join users c on c.id = k.creator_id left join users e on e.id = k.editor_id where k.id = $1`,
          [ids[(i * 37) % ids.length]!.id],
        ),
    },
    {
      endpoint: 'Kaufobjekte status+Preis p.1',
      app: (i) =>
        get(
          `/api/kaufobjekte?per_page=50&sort=kaufdatum&dir=desc${pageOnly}&${filterQuery(filters[i % filters.length]!)}`,
        ),
      sql: (i) => {
        const [s, von, bis] = filters[i % filters.length]!;
        return run(
          'bench_page1',
          pageSql('status = $1 and bruttopreis >= $2 and bruttopreis <= $3').replace('$OFFSET', '0'),
          [s, von, bis],
        );
      },
    },
    ...(options.pageOnly
      ? [
          {
            endpoint: 'Kaufobjekte status+Preis count',
            app: (i: number) => get(`/api/kaufobjekte/count?${filterQuery(filters[i % filters.length]!)}`),
            sql: (i: number) => {
              const [s, von, bis] = filters[i % filters.length]!;
              return run(
                'bench_count',
                `select count(*) from (select 1 from kaufobjekte where status = $1 and bruttopreis >= $2 and bruttopreis <= $3 limit 10001) m`,
                [s, von, bis],
              );
            },
          },
        ]
      : []),
    {
      endpoint: `Kaufobjekte datum page ${deepPage}`,
      app: (i) =>
        get(`/api/kaufobjekte?per_page=50&sort=kaufdatum&dir=desc${pageOnly}&page=${deepPage - (i % 3)}`),
      sql: (i) =>
        run('bench_deep', pageSql('true').replace('$OFFSET', '$1'), [(deepPage - 1 - (i % 3)) * 50]),
    },
    {
      endpoint: "Personen nachname 'hu'",
      app: (i) =>
        get(
          `/api/personen?per_page=50&sort=nachname${pageOnly}&q[]=${encodeURIComponent(`nachname:${['hu', 'ma', 'st', 'b'][i % 4]}`)}`,
        ),
      // The SQL: surnames starting with the term, in name order (what the short filter means), the page's
      // ids first and the record's columns and names for those, as the list answers them.
      sql: (i) =>
        run(
          'bench_short',
          `select p.id, p.created, p.updated, p.creator_id, p.editor_id, p.version, p.titel, p.vorname, p.nachname,
             p.email, p.telefon, c.name as creator_name, e.name as editor_name
           from (select id from personen where (nachname_key collate "C") like f_unaccent(lower($1))
             order by (nachname_key collate "C"), id limit 50) s
           join personen p on p.id = s.id left join users c on c.id = p.creator_id left join users e on e.id = p.editor_id
           order by (p.nachname_key collate "C"), p.id`,
          [`${['hu', 'ma', 'st', 'b'][i % 4]}%`],
        ),
    },
    {
      endpoint: 'PUT Person',
      // Request i writes person i mod 8: each of the 8 concurrent clients has its own record.
      app: async (i) => {
        const id = putIds[i % putIds.length]!;
        const telefon = `+43 1 ${100000 + (putCounter++ % 1000)}`;
        const res = await request(`${base}/api/personen/${id}`, {
          method: 'PUT',
          headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
          body: JSON.stringify({ version: versions.get(id), ...(await person(id)), telefon }),
        });
        const answer = JSON.parse(res.body.toString()) as { data: { version: number } };
        if (res.status !== 200) throw new Error(`PUT: ${res.status} ${JSON.stringify(answer)}`);
        versions.set(id, answer.data.version);
      },
      sql: async (i) => {
        const id = sqlIds[i % sqlIds.length]!;
        const telefon = `+43 1 ${200000 + (i % 1000)}`;
        const statements = async (
          q: (name: string, text: string, values: unknown[]) => Promise<{ version: number }[]>,
        ) => {
          const [row] = await q(
            'bench_put',
            `update personen set telefon = $1, version = version + 1, updated = now(), editor_id = $2
             where id = $3 and version = $4 returning version`,
            [telefon, options.userId, id, sqlVersions.get(id)],
          );
          await q(
            'bench_audit',
            `insert into audit_log (user_id, table_name, record_id, action, changes) values ($1, 'personen', $2, 'update', $3)`,
            [options.userId, id, JSON.stringify({ telefon: { old: null, new: telefon } })],
          );
          sqlVersions.set(id, row!.version);
        };
        if (pool) {
          const client = await pool.connect();
          try {
            await client.query('begin');
            await statements(async (name, text, values) => (await client.query({ name, text, values })).rows);
            await client.query('commit');
          } finally {
            client.release();
          }
        } else {
          await database.pglite!.transaction(async (tx) =>
            statements(
              async (_name, text, values) => (await tx.query<{ version: number }>(text, values)).rows,
            ),
          );
        }
      },
    },
  ];
  const fields = new Map<number, Record<string, unknown>>();
  // The form's fields of a person, read once (the PUT sends the whole form like the web does).
  async function person(id: number) {
    let f = fields.get(id);
    if (!f) {
      const [row] = await database.query<Record<string, unknown>>(
        'select titel, vorname, nachname, email from personen where id = $1',
        [id],
      );
      f = row!;
      fields.set(id, f);
    }
    return f;
  }

  const floor = await floorServer();
  const floorStep: Step = () => request(floor.url, { headers: { cookie } });
  const rows: OverheadRow[] = [];
  try {
    for (const c of cases) {
      const [app, sqlFigures, floorFigures] = await interleaved([c.app, c.sql, floorStep], requests);
      const appRps = await throughput(c.app, seconds);
      const sqlRps = await throughput(c.sql, seconds);
      const floorRps = await throughput(floorStep, seconds);
      console.log(
        `  ${c.endpoint}: app p50 ${app!.p50.toFixed(2)} ms, SQL ${sqlFigures!.p50.toFixed(2)} ms, HTTP floor ${floorFigures!.p50.toFixed(2)} ms`,
      );
      rows.push({
        endpoint: c.endpoint,
        app: { ...app!, rps: appRps },
        sql: { ...sqlFigures!, rps: sqlRps },
        floor: { ...floorFigures!, rps: floorRps },
      });
    }
  } finally {
    await floor.close();
    await pool?.end();
  }
  return rows;
}

export function printOverhead(target: string, rows: OverheadRow[]): void {
  const f = (n: number) => n.toFixed(2).padStart(7);
  const r = (n: number) => n.toFixed(0).padStart(6);
  console.log(
    `\n${'target'.padEnd(7)} ${'endpoint (issue 11)'.padEnd(30)} ${'app p50'.padStart(7)} ${'p95'.padStart(7)} ${'req/s'.padStart(6)} | ${'SQL p50'.padStart(7)} ${'p95'.padStart(7)} ${'req/s'.padStart(6)} | ${'HTTP p50'.padStart(8)} ${'p95'.padStart(7)} | ${'×p50'.padStart(5)} ${'×p95'.padStart(5)} Ziel`,
  );
  // Issue 29, goal 2: app ≤ 1.3 × (SQL + floor) at p50 on PostgreSQL, ≤ 1.5 × on PGlite (its SQL runs
  // in the app's own thread); no HTTP answer is faster than the floor.
  const goal = target === 'pglite' ? 1.5 : 1.3;
  for (const row of rows) {
    const x50 = row.app.p50 / (row.sql.p50 + row.floor.p50);
    const x95 = row.app.p95 / (row.sql.p95 + row.floor.p95);
    console.log(
      `${target.padEnd(7)} ${row.endpoint.padEnd(30)} ${f(row.app.p50)} ${f(row.app.p95)} ${r(row.app.rps)} | ${f(row.sql.p50)} ${f(row.sql.p95)} ${r(row.sql.rps)} | ${f(row.floor.p50).padStart(8)} ${f(row.floor.p95)} | ${x50.toFixed(2).padStart(5)} ${x95.toFixed(2).padStart(5)} ${x50 <= goal ? '✓' : '✗'} ≤ ${goal}`,
    );
  }
}
