import { loadavg } from 'node:os';
import { z } from 'zod';
import { areaSchemas } from '@app/domain';
import type { Database } from '../src/db/client';
import { percentile } from './percentile';

/**
 * `--only mixed` (issue 29): twenty staff at once. `clients` loops send, each at once after the last answer,
 * 25 % typeaheads (Personen, Firmen, Projekte), 30 % filtered list pages with their count as the web asks
 * them (page, then `/count`), 35 % record reads and 10 % saves of a Person (read, then the unchanged fields
 * back with the version, as the form does). Goal: p95 ≤ 200 ms, p99 ≤ 400 ms, 0 errors.
 */
export interface MixedResult {
  kind: string;
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
export interface MixedRun {
  seconds: number;
  requests: number;
  /** The machine's one-minute load average at the end: a busy machine measures its own load. */
  load: number;
  errors: string[];
  all: MixedResult;
  kinds: MixedResult[];
  /** The ten slowest endpoints by p95 (path without ids and values). */
  slowest: MixedResult[];
}

/** The mix's search terms: short prefixes, common name parts, common words ('wohn': 40 % of projects). */
export const mixedTerms = [
  'hu',
  'mül',
  'gruber',
  'wag',
  'stei',
  'ma',
  'berg',
  'hof',
  'lei',
  'koch',
  'wohn',
  'schm',
];
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const q = (filter: string) => `q[]=${encodeURIComponent(filter)}`;

function updateKeys(): string[] {
  let s: unknown = areaSchemas.personen.update;
  while (!(s instanceof z.ZodObject)) s = (s as z.ZodPipe).in;
  return Object.keys(s.shape);
}

function summary(kind: string, times: number[]): MixedResult {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    kind,
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

type MixedIds = Record<'personen' | 'firmen' | 'projekte' | 'kaufobjekte', number>;

/** The highest id of each area the mix reads (records are read at random ids up to it). */
export async function mixedIds(database: Database): Promise<MixedIds> {
  const max = async (table: string) =>
    (await database.query<{ n: number }>(`select coalesce(max(id), 1)::int as n from ${table}`))[0]!.n;
  return {
    personen: await max('personen'),
    firmen: await max('firmen'),
    projekte: await max('projekte'),
    kaufobjekte: await max('kaufobjekte'),
  };
}

export async function benchMixed(options: {
  ids: MixedIds;
  base: string;
  cookie: string;
  csrf: string;
  clients: number;
  seconds: number;
}): Promise<MixedRun> {
  const { ids, base, cookie, csrf } = options;
  const keys = updateKeys();
  const byKind = new Map<string, number[]>();
  const byEndpoint = new Map<string, number[]>();
  const errors: string[] = [];

  async function call(kind: string, endpoint: string, url: string, init: RequestInit = {}) {
    const started = performance.now();
    const res = await fetch(base + url, {
      ...init,
      headers: { cookie, 'accept-encoding': 'br, gzip', ...(init.headers ?? {}) },
    });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200 && res.status !== 404)
      errors.push(`${init.method ?? 'GET'} ${url}: ${res.status}`);
    for (const [map, key] of [
      [byKind, kind],
      [byEndpoint, endpoint],
    ] as const) {
      const list = map.get(key) ?? [];
      list.push(ms);
      map.set(key, list);
    }
    return { status: res.status, body };
  }

  const typeahead = () => {
    const api = pick(['personen', 'firmen', 'projekte']);
    return call('typeahead', `typeahead ${api}`, `/api/${api}?q=${encodeURIComponent(pick(mixedTerms))}`);
  };
  const listPage = async () => {
    const [endpoint, api, filter, sort] = pick([
      ['Personen nach Nachname', 'personen', `nachname:${pick(mixedTerms)}`, 'nachname'],
      ['Firmen nach Name', 'firmen', `name:${pick(mixedTerms)}`, 'name'],
      ['Projekte Volltext', 'projekte', `fulltext:${pick(mixedTerms)}`, 'name'],
      ['Kaufobjekte Status', 'kaufobjekte', `status:${Math.floor(Math.random() * 4)}`, 'kaufdatum'],
    ] as const);
    const page = 1 + Math.floor(Math.random() * 3);
    await call(
      'list',
      `list ${endpoint}`,
      `/api/${api}?per_page=50&page=${page}&sort=${sort}&count=0&${q(filter)}`,
    );
    await call('list', `count ${endpoint}`, `/api/${api}/count?${q(filter)}`);
  };
  const read = () => {
    const api = pick(['personen', 'firmen', 'projekte', 'kaufobjekte'] as const);
    return call('read', `read ${api}`, `/api/${api}/${1 + Math.floor(Math.random() * ids[api])}`);
  };
  // Each client saves persons of its own, so two clients never conflict on a version.
  const save = async (client: number, i: number) => {
    const id = 1 + ((client * 7919 + i * options.clients) % ids.personen);
    const got = await call('save', 'save read personen', `/api/personen/${id}`);
    if (got.status !== 200) return;
    const record = JSON.parse(got.body).data as Record<string, unknown>;
    const body = Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]]));
    await call('save', 'save PUT personen', `/api/personen/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify(body),
    });
  };

  const started = Date.now();
  const until = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let i = 0; Date.now() < until; i++) {
        const r = Math.random();
        if (r < 0.25) await typeahead();
        else if (r < 0.55) await listPage();
        else if (r < 0.9) await read();
        else await save(client, i);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const all = [...byKind.values()].flat();
  return {
    seconds,
    requests: all.length,
    load: loadavg()[0]!,
    errors,
    all: summary('alle', all),
    kinds: [...byKind].map(([k, t]) => summary(k, t)),
    slowest: [...byEndpoint]
      .map(([k, t]) => summary(k, t))
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 10),
  };
}

export function printMixed(
  target: string,
  rows: number,
  clients: number,
  run: MixedRun,
  server: string,
): boolean {
  const fmt = (n: number) => n.toFixed(1).padStart(8);
  const line = (r: MixedResult) =>
    `${target.padEnd(8)} ${r.kind.padEnd(34)} ${String(r.n).padStart(7)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${fmt(r.max)}`;
  console.log(
    `\nGemischte Last (${target}, ${rows.toLocaleString('de-AT')} Zeilen je Bereich, Server ${server}): ${clients} Clients, ${run.seconds.toFixed(0)} s, ${(run.requests / run.seconds).toFixed(0)} req/s, ${run.errors.length} Fehler, Last ${run.load.toFixed(1)}`,
  );
  console.log(
    `${'target'.padEnd(8)} ${'Art / Endpunkt'.padEnd(34)} ${'n'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  for (const r of [run.all, ...run.kinds]) console.log(line(r));
  console.log('  langsamste zehn:');
  for (const r of run.slowest) console.log(line(r));
  for (const e of run.errors.slice(0, 5)) console.log(`  Fehler: ${e}`);
  const ok = run.all.p95 <= 200 && run.all.p99 <= 400 && run.errors.length === 0;
  console.log(`  Ziel p95 ≤ 200 ms, p99 ≤ 400 ms, 0 Fehler: ${ok ? 'erreicht' : 'NICHT erreicht'}`);
  return ok;
}
