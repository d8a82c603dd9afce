// Projektsuche (issue 16): p95 of one answer over the socket topic and over HTTP, against the same SQL
// run directly on the pool (the difference is what the server adds: session check, JSON, transport).
import { io } from 'socket.io-client';
import type { Database } from '../src/db/client';
import { searchProjekte } from '../src/modules/projektsuche/projektsuche.repository';
import { percentile } from './percentile';

export const projektsucheTerms = [
  '1000123',
  '10001',
  'praterstr',
  'wohnen leopoldstadt',
  'mueller bau',
  'hutteldorfer',
  'Quartir Neubau',
  'gumpendorfer 12',
  'residenz',
  'huber',
  '01037',
  'Währinger Straße 7',
  'stadthaus 1090',
  'gruber wohnbau',
];

export interface Timing {
  endpoint: string;
  p50: number;
  p95: number;
}

async function time(
  endpoint: string,
  requests: number,
  run: (q: string) => Promise<unknown>,
): Promise<Timing> {
  for (const q of projektsucheTerms) await run(q); // warm-up
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await run(projektsucheTerms[i % projektsucheTerms.length]!);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { endpoint, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export async function benchProjektsuche(
  database: Database,
  base: string,
  cookie: string,
  socketToken: string,
  requests: number,
): Promise<Timing[]> {
  const socket = io(base, {
    path: '/socket',
    auth: { token: socketToken },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  await socket.emitWithAck('join', 'projektsuche');
  let id = 0;
  const results = [
    // The same statements on the pool, without session check, socket and JSON.
    await time('Projektsuche SQL direct', requests, (q) => searchProjekte(database, q)),
    await time('Projektsuche socket push', requests, async (q) => {
      const reply = await socket.emitWithAck('push', {
        topic: 'projektsuche',
        event: 'suche',
        payload: { q, id: ++id },
      });
      if (reply.status !== 'ok') throw new Error(JSON.stringify(reply));
    }),
    await time('Projektsuche GET /api/projektsuche', requests, async (q) => {
      const res = await fetch(`${base}/api/projektsuche?q=${encodeURIComponent(q)}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${res.status}`);
      await res.arrayBuffer();
    }),
  ];
  socket.disconnect();
  return results;
}
