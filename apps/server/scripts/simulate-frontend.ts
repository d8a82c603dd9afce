/**
 * Traffic simulator of the customer frontend (`npm run simulate:frontend`): users of the Kunden come and
 * go, browse projects and report their views in batches to `POST /api/frontend/events` like the real
 * frontend does. It logs in as an administrator (to read Kunden, users and projects, create a small demo
 * set when there is none, and create its API key), then runs until stopped.
 *
 *   npm run simulate:frontend -- --url http://localhost:3000 --email admin@example.at --password …
 *   options: --users N online at once (default 12), --seconds N to stop after (default: until Ctrl+C),
 *            --backfill N days of history first (≤ 7, default 0), --key fmk_… (an existing API key)
 */
import { pageView, type FrontendUser } from './frontend-event';
// The deed simulator's Austrian names serve the demo users too.
import { nachnamen, vornamen } from '../src/platform/providers/grundbuch/deed-text';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const url = (args.get('url') ?? process.env.BACKOFFICE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const email = args.get('email') ?? process.env.ADMIN_EMAIL ?? 'admin@example.at';
const password = args.get('password') ?? process.env.ADMIN_PASSWORD ?? '';
const online = Number(args.get('users') ?? 12);
const seconds = Number(args.get('seconds') ?? 0);
const backfill = Math.min(7, Number(args.get('backfill') ?? 0));

let cookie = '';
let csrf = '';
async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(url + path, {
    method,
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

interface User extends FrontendUser {
  name: string;
}

async function login() {
  const res = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok)
    throw new Error(
      `Anmeldung fehlgeschlagen (${res.status}): --email/--password eines Administrators angeben`,
    );
  cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  csrf = ((await res.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

const demoKunden = [
  'Wohnbau Donau GmbH',
  'Stadtraum Immobilien AG',
  'Alpen Invest KG',
  'Kanzlei Berger & Partner',
  'Wienerberg Asset Management',
];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

async function ensureDemo(): Promise<User[]> {
  const list = () => call<{ data: User[] }>('GET', '/api/frontend-benutzer?per_page=200');
  let users = (await list()).data;
  if (users.length) return users;
  console.log('Keine Frontend-BenutzerInnen: lege Demo-Kunden an …');
  for (const [i, name] of demoKunden.entries()) {
    const kunde = await call<{ data: { id: number } }>('POST', '/api/kunden', {
      name,
      kundennr: `K-${1001 + i}`,
      monitoring_art: i % 2,
      intervall_tage: i % 2 ? 30 : 7,
      monitoring_url: i % 2 ? 'https://example.org/import' : null,
    });
    const anzahl = 3 + (i % 4);
    for (let n = 0; n < anzahl; n += 1) {
      const vor = pick(vornamen);
      const nach = pick(nachnamen);
      await call('POST', '/api/frontend-benutzer', {
        kunde_id: kunde.data.id,
        name: `${vor} ${nach}`,
        email: `${vor}.${nach}.${i}${n}@kunde${i + 1}.example.at`.toLowerCase(),
        admin: n === 0,
      });
    }
  }
  users = (await list()).data;
  return users;
}

async function main() {
  await login();
  const users = await ensureDemo();
  const projekte = (
    await call<{ data: Array<{ id: number }> }>('GET', '/api/projekte?per_page=200')
  ).data.map((p) => p.id);
  const key =
    args.get('key') ??
    (
      await call<{ data: { schluessel: string } }>('POST', '/api/monitor/api-schluessel', {
        name: `Simulator ${new Date().toISOString().slice(0, 16)}`,
      })
    ).data.schluessel;
  // Each Kunde looks mostly at "its" few projects.
  const lieblinge = new Map<number, number[]>();
  for (const u of users)
    if (!lieblinge.has(u.kunde_id))
      lieblinge.set(
        u.kunde_id,
        Array.from({ length: 6 }, () => pick(projekte)),
      );
  const view = (u: User, zeit: Date) => {
    const projekt = projekte.length && Math.random() < 0.8 ? pick(lieblinge.get(u.kunde_id)!) : null;
    return pageView(
      u,
      projekt,
      projekt ? `/projekte/${projekt}` : pick(['/', '/suche', '/favoriten', '/berichte']),
      zeit,
    );
  };
  const send = async (events: unknown[]) => {
    for (let i = 0; i < events.length; i += 500) {
      const answer = await call<{ angenommen: number }>(
        'POST',
        '/api/frontend/events',
        { events: events.slice(i, i + 500) },
        { 'x-api-key': key },
      );
      void answer;
    }
  };

  if (backfill > 0) {
    const events: unknown[] = [];
    for (let d = backfill; d >= 1; d -= 1) {
      for (const u of users) {
        if (Math.random() < 0.4) continue;
        const n = 3 + Math.floor(Math.random() * 25);
        for (let i = 0; i < n; i += 1)
          events.push(view(u, new Date(Date.now() - d * 86_400_000 + Math.random() * 8 * 3_600_000)));
      }
    }
    await send(events);
    console.log(`${events.length} Aufrufe der letzten ${backfill} Tage gemeldet.`);
  }

  const aktiv = new Set<User>();
  const ende = seconds > 0 ? Date.now() + seconds * 1000 : Infinity;
  console.log(`Simuliere ${users.length} Frontend-BenutzerInnen gegen ${url} (Strg+C beendet) …`);
  while (Date.now() < ende) {
    const batch: unknown[] = [];
    // Users come (up to `online`) and go (logout event), the ones online view a page now and then.
    for (const u of users) {
      if (!aktiv.has(u) && aktiv.size < online && Math.random() < 0.15) aktiv.add(u);
    }
    for (const u of [...aktiv]) {
      if (Math.random() < 0.05) {
        aktiv.delete(u);
        batch.push({ ...view(u, new Date()), art: 'abmeldung' });
      } else if (Math.random() < 0.6) batch.push(view(u, new Date()));
    }
    if (batch.length) await send(batch).catch((e: unknown) => console.error(String(e)));
    process.stdout.write(`\r${aktiv.size} online, ${batch.length} Ereignisse gesendet   `);
    await new Promise((r) => setTimeout(r, 2000));
  }
  await send([...aktiv].map((u) => ({ ...view(u, new Date()), art: 'abmeldung' })));
  console.log('\nFertig.');
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
