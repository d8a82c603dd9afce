// The frontend monitor part of `npm run bench` (issue 15): seeds N usage events (default 10,000,000) over
// the last 365 days with their daily rollup, then measures ingest over HTTP (events/s, batches of 500,
// 4 clients) and the monitor's queries (p50/p95 of sequential requests).
import { addTage, heuteWien } from '@app/domain';
import type { Database } from '../src/db/client';
import { percentile } from './percentile';
import { pageView } from '../scripts/frontend-event';

export interface MonitorBenchRow {
  endpoint: string;
  p50: number;
  p95: number;
  rps: number;
}

/** 200 Kunden with 10 users each, 500 projects; events on ~30 % of a user's days, on 5 projects of its Kunde. */
export async function seedMonitor(
  database: Database,
  events: number,
  log: (s: string) => void,
): Promise<void> {
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>(
    'select count(*)::int as n from frontend_events',
  );
  if (n >= events) return rollups(database, log);
  const started = Date.now();
  await database.query(`insert into kunden (name, monitoring_art, intervall_tage)
    select 'Bench-Kunde ' || g, null, 7 from generate_series(1, 200) g where not exists (select 1 from kunden where name like 'Bench-Kunde %')`);
  await database.query(`insert into frontend_benutzer (kunde_id, name, email, admin)
    select k.id, 'Bench ' || k.id || '-' || g, 'bench-' || k.id || '-' || g || '@kunde.example.at', g = 1
    from kunden k, generate_series(1, 10) g where k.name like 'Bench-Kunde %'
    on conflict do nothing`);
  const [{ p } = { p: 0 }] = await database.query<{ p: number }>('select count(*)::int as p from projekte');
  if (p < 500) {
    await database.query(`insert into projekte (projektnr, name) select 900000 + g, 'Bench-Projekt ' || g from generate_series(1, 500) g
      on conflict do nothing`);
  }
  const [{ cells } = { cells: 0 }] = await database.query<{ cells: number }>(
    "select (count(*) * 365 * 0.3)::int as cells from frontend_benutzer where name like 'Bench %'",
  );
  const perCell = Math.max(1, Math.ceil((events - n) / cells));
  log(`  seeding ${(events - n).toLocaleString('de-AT')} events (${perCell} per user-day) …`);
  // In slices of 30 days, so one statement never holds everything in memory.
  for (let from = 0; from < 365; from += 30) {
    await database.query(
      `with pr as (select array_agg(id order by id) as ids from (select id from projekte order by id limit 500) x),
       ud as (
         select u.id, u.kunde_id, u.admin, d from frontend_benutzer u, generate_series($1::int, least($1::int + 29, 364)) d
         where u.name like 'Bench %' and random() < 0.3)
       insert into frontend_events (event_id, kunde_id, frontend_user_id, admin, projekt_id, pfad, zeit, art)
       select gen_random_uuid(), ud.kunde_id, ud.id, ud.admin,
         pr.ids[1 + ((ud.kunde_id * 7 + floor(random() * 5)::int) % array_length(pr.ids, 1))],
         '/projekte', now() - make_interval(days => ud.d) - random() * interval '10 hours', 'aufruf'
       from ud, pr, generate_series(1, $2::int)`,
      [from, perCell],
    );
    log(`  … ${Math.min(from + 30, 365)} / 365 Tage`);
  }
  await database.query('truncate frontend_nutzung_tage, frontend_nutzer_tage, frontend_projekt_tage');
  await database.query(`insert into frontend_nutzung_tage (tag, frontend_user_id, projekt_id, kunde_id, admin, aufrufe)
    select (zeit at time zone 'Europe/Vienna')::date, frontend_user_id, coalesce(projekt_id, 0), kunde_id, bool_or(admin), count(*)
    from frontend_events where art = 'aufruf' group by 1, 2, 3, 4`);
  await database.query('analyze frontend_events');
  await database.query('analyze frontend_nutzung_tage');
  await rollups(database, log);
  log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** The per-user and per-project rollups from the per-user-and-project one (as ingest keeps all three). */
async function rollups(database: Database, log: (s: string) => void): Promise<void> {
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>(
    'select count(*)::int as n from (select 1 from frontend_nutzer_tage limit 1) x',
  );
  if (n) return;
  log('  building frontend_nutzer_tage …');
  await database.query(`insert into frontend_nutzer_tage (tag, frontend_user_id, kunde_id, admin, aufrufe)
    select tag, frontend_user_id, kunde_id, bool_or(admin), sum(aufrufe) from frontend_nutzung_tage group by 1, 2, 3`);
  await database.query('analyze frontend_nutzer_tage');
  log('  building frontend_projekt_tage …');
  await database.query('truncate frontend_projekt_tage');
  await database.query(`insert into frontend_projekt_tage (tag, projekt_id, aufrufe)
    select tag, projekt_id, sum(aufrufe) from frontend_nutzung_tage where projekt_id <> 0 group by 1, 2`);
  await database.query('analyze frontend_projekt_tage');
}

export async function benchMonitor(
  database: Database,
  base: string,
  session: { cookie: string; csrf: string },
  requests: number,
  seconds: number,
): Promise<MonitorBenchRow[]> {
  const rows: MonitorBenchRow[] = [];
  const headers = {
    cookie: session.cookie,
    'x-csrf-token': session.csrf,
    'content-type': 'application/json',
  };
  // Ingest: 4 clients, batches of 500, rotating API keys (the rate limit is per installation).
  const keys: string[] = [];
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${base}/api/monitor/api-schluessel`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench ${i}` }),
    });
    keys.push(((await res.json()) as { data: { schluessel: string } }).data.schluessel);
  }
  const users = await database.query<{ id: number; kunde_id: number; admin: boolean }>(
    "select id, kunde_id, admin from frontend_benutzer where name like 'Bench %' order by id",
  );
  const [{ projekt } = { projekt: null }] = await database.query<{ projekt: number }>(
    'select min(id)::int as projekt from projekte',
  );
  const batch = () =>
    Array.from({ length: 500 }, (_, i) => {
      const u = users[Math.floor(Math.random() * users.length)]!;
      return pageView(u, projekt, '/projekte', new Date(Date.now() - i * 10));
    });
  let sent = 0;
  let k = 0;
  const until = Date.now() + seconds * 1000;
  const batchTimes: number[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < until) {
        const body = JSON.stringify({ events: batch() });
        const t0 = performance.now();
        const res = await fetch(`${base}/api/frontend/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': keys[k++ % keys.length]! },
          body,
        });
        if (res.status !== 200) throw new Error(`ingest: ${res.status} ${await res.text()}`);
        batchTimes.push(performance.now() - t0);
        sent += ((await res.json()) as { angenommen: number }).angenommen;
      }
    }),
  );
  batchTimes.sort((a, b) => a - b);
  rows.push({
    endpoint: 'ingest batch of 500 (4 clients)',
    p50: percentile(batchTimes, 0.5),
    p95: percentile(batchTimes, 0.95),
    rps: sent / seconds,
  });

  const [{ kunde } = { kunde: 1 }] = await database.query<{ kunde: number }>(
    "select min(id)::int as kunde from kunden where name like 'Bench-Kunde %'",
  );
  const heute = heuteWien();
  const vor = (tage: number) => addTage(heute, -tage);
  const get = async (u: string) => {
    const res = await fetch(base + u, { headers: { cookie: session.cookie } });
    if (res.status !== 200) throw new Error(`${u}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const measure = async (name: string, urls: string[]) => {
    for (const u of urls.slice(0, 3)) await get(u);
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const t0 = performance.now();
      await get(urls[i % urls.length]!);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    rows.push({ endpoint: name, p50: percentile(times, 0.5), p95: percentile(times, 0.95), rps: NaN });
  };
  const range = (tage: number) => `von=${vor(tage - 1)}&bis=${heute}`;
  await measure('monitor Übersicht 7 Tage', [`/api/monitor/uebersicht?${range(7)}`]);
  await measure('monitor Übersicht 31 Tage', [`/api/monitor/uebersicht?${range(31)}`]);
  await measure('monitor Übersicht 365 Tage', [`/api/monitor/uebersicht?${range(365)}`]);
  await measure(
    'monitor Übersicht 365 T. + Kunde',
    Array.from({ length: 20 }, (_, i) => `/api/monitor/uebersicht?${range(365)}&kunde_id=${kunde + i}`),
  );
  await measure(
    'monitor Kunden-Seite 31 Tage',
    [1, 2, 3, 8].map((p) => `/api/monitor/kunden?${range(31)}&page=${p}`),
  );
  await measure(
    'monitor Detail 31 Tage',
    Array.from({ length: 20 }, (_, i) => `/api/monitor/kunden/${kunde + i}/verlauf?${range(31)}`),
  );
  await measure('monitor Präsenz', ['/api/monitor/praesenz']);
  return rows;
}
