// Live changes across two instances (issue 16, DESIGN §11 'realtime event ≤ 100 ms'): a project saved over
// HTTP on instance A, its 'changed' event awaited by a socket connected to instance B. Measured: from
// sending the save to the event at B, and the event's delay after A's answer (the commit happened
// before the answer, so this bounds commit → other browser from above; negative: the event came first).
import { io } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { liveTopic, type ChannelMessage } from '@app/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { percentile } from './percentile';

const baseOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

export async function benchLiveDelay(
  second: Database,
  baseA: string,
  session: { cookie: string; csrf: string; socketToken: string },
  saves: number,
): Promise<Array<{ endpoint: string; p50: number; p95: number }>> {
  const appB = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false' }),
    database: second,
  });
  await appB.listen({ port: 0, host: '127.0.0.1' });
  const socket = io(baseOf(appB), {
    path: '/socket',
    auth: { token: session.socketToken },
    transports: ['websocket'],
    reconnection: false,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const headers = {
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
      'content-type': 'application/json',
    };
    const [{ id }] = (await second.query<{ id: number }>('select min(id)::int as id from projekte')) as [
      { id: number },
    ];
    const topic = liveTopic('projekte', id);
    await socket.emitWithAck('join', topic);
    let arrived: (() => void) | null = null;
    socket.on('event', (m: ChannelMessage) => m.topic === topic && m.event === 'changed' && arrived?.());

    const toEvent: number[] = [];
    const afterAnswer: number[] = [];
    for (let i = 0; i < saves; i++) {
      const current = (await (await fetch(`${baseA}/api/projekte/${id}`, { headers })).json()) as {
        data: { projektnr: number; name: string; version: number };
      };
      const { projektnr, version } = current.data;
      const event = new Promise<number>((resolve) => (arrived = () => resolve(performance.now())));
      const started = performance.now();
      const res = await fetch(`${baseA}/api/projekte/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ projektnr, name: `Live-Messung ${i}`, version }),
      });
      const answered = performance.now();
      if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
      const at = await Promise.race([
        event,
        new Promise<number>((_, reject) => setTimeout(() => reject(new Error('kein Ereignis')), 5_000)),
      ]);
      toEvent.push(at - started);
      afterAnswer.push(at - answered);
    }
    toEvent.sort((a, b) => a - b);
    afterAnswer.sort((a, b) => a - b);
    return [
      {
        endpoint: 'Live: save on A → event on B',
        p50: percentile(toEvent, 0.5),
        p95: percentile(toEvent, 0.95),
      },
      {
        endpoint: 'Live: event on B after A answered',
        p50: percentile(afterAnswer, 0.5),
        p95: percentile(afterAnswer, 0.95),
      },
    ];
  } finally {
    socket.disconnect();
    await appB.close();
  }
}
