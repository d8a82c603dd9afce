// Issue 29, goal 1: the costly common-word searches alone. Each typeahead, fulltext page and fulltext
// count of Personen, Firmen and Projekte (and the name filters the mix asks) for the mixed load's terms,
// one request at a time over HTTP with the browser's compression (bench/http-client.ts); the median and
// p95 of each, the slowest first. Goal: ≤ 10 ms alone.
import { request } from './http-client';
import { percentile } from './percentile';
import { mixedTerms } from './mixed';

export interface SearchRow {
  endpoint: string;
  term: string;
  p50: number;
  p95: number;
}

/** Milliseconds a search may take alone (issue 29, goal 1). */
export const searchGoalMs = 10;

const q = (filter: string) => `q[]=${encodeURIComponent(filter)}`;

/** What a person asks: the typeahead, the list filtered by the term (page 1, its count apart). */
function searchesOf(term: string): { endpoint: string; path: string }[] {
  const t = encodeURIComponent(term);
  const list = (api: string, filter: string, sort: string) => [
    {
      endpoint: `${api} ${filter} page`,
      path: `/api/${api}?per_page=50&sort=${sort}&count=0&${q(`${filter}:${term}`)}`,
    },
    { endpoint: `${api} ${filter} count`, path: `/api/${api}/count?${q(`${filter}:${term}`)}` },
  ];
  return [
    ...['personen', 'firmen', 'projekte'].map((api) => ({
      endpoint: `${api} typeahead`,
      path: `/api/${api}?q=${t}`,
    })),
    ...list('personen', 'fulltext', 'nachname'),
    ...list('personen', 'nachname', 'nachname'),
    ...list('firmen', 'fulltext', 'name'),
    ...list('firmen', 'name', 'name'),
    ...list('projekte', 'fulltext', 'name'),
  ];
}

export async function benchSearches(base: string, cookie: string, requests = 40): Promise<SearchRow[]> {
  const rows: SearchRow[] = [];
  for (const term of mixedTerms) {
    for (const { endpoint, path } of searchesOf(term)) {
      const ask = async () => {
        const res = await request(base + path, { headers: { cookie } });
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.toString()}`);
      };
      for (let i = 0; i < 10; i++) await ask();
      const times: number[] = [];
      for (let i = 0; i < requests; i++) {
        const started = performance.now();
        await ask();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      rows.push({ endpoint, term, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
    }
  }
  return rows.sort((a, b) => b.p50 - a.p50);
}

/** The slowest searches and those over the goal; false when one is over it at p50. */
export function printSearches(target: string, rows: SearchRow[]): boolean {
  const over = rows.filter((r) => r.p50 > searchGoalMs);
  console.log(
    `\n${target}: ${rows.length} Suchen einzeln (Median, p95 ms), die langsamsten zehn; über ${searchGoalMs} ms: ${over.length}`,
  );
  for (const r of rows.slice(0, Math.max(10, over.length)))
    console.log(
      `  ${r.endpoint.padEnd(28)} '${r.term}'`.padEnd(42) +
        `${r.p50.toFixed(2).padStart(7)} ${r.p95.toFixed(2).padStart(7)}`,
    );
  return over.length === 0;
}
