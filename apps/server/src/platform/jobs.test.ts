import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { Jobs } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('Jobs (pg-boss on the application database)', () => {
  it('runs sent jobs, retries a failed one, resumes unfinished work at start and stops cleanly', async () => {
    const jobs = new Jobs(t.database, t.app.log);
    const seen: number[] = [];
    let failures = 0;
    let pending = [{ n: 1 }];
    let resolveDone: () => void;
    const allDone = new Promise<void>((r) => (resolveDone = r));
    jobs.register<{ n: number }>('test-queue', {
      async handler({ n }) {
        if (n === 3 && failures++ === 0) throw new Error('vorübergehend');
        seen.push(n);
        if (seen.length === 3) resolveDone();
      },
      resume: async () => pending,
    });
    await jobs.start();
    pending = [];
    await jobs.send('test-queue', { n: 2 });
    await jobs.send('test-queue', { n: 3 });
    await allDone;
    expect(seen.sort()).toEqual([1, 2, 3]);
    expect(failures).toBe(2);
    await jobs.stop();
    await expect(jobs.send('nope', {})).rejects.toThrow('Unknown queue nope');
  });

  it('moves the job of an instance that stopped beating to a live instance within the takeover time', async () => {
    const started: string[] = [];
    const finished: string[] = [];
    let resolveDone: () => void;
    const done = new Promise<void>((r) => (resolveDone = r));
    const define = (instance: string, work: (signal: AbortSignal) => Promise<void>) => ({
      async handler({ auszug }: { auszug: number }, signal: AbortSignal) {
        started.push(`${instance}:${auszug}`);
        await work(signal);
        if (signal.aborted) return;
        finished.push(`${instance}:${auszug}`);
        resolveDone();
      },
    });
    // Instance A takes the job, then dies: its heartbeat never comes again and its run never ends.
    const dead = new Jobs(t.database, t.app.log, {
      takeoverSeconds: 2,
      heartbeatSeconds: 3_600,
      sweepSeconds: 3_600,
    });
    dead.register(
      'takeover-queue',
      define('A', (signal) => new Promise<void>((r) => signal.addEventListener('abort', () => r()))),
    );
    await dead.start();
    await dead.send('takeover-queue', { auszug: 13 });
    await expect.poll(() => started).toEqual(['A:13']);

    // Instance B, alive, finds the stale job and finishes the work.
    const live = new Jobs(t.database, t.app.log, {
      takeoverSeconds: 2,
      heartbeatSeconds: 0.5,
      sweepSeconds: 0.5,
    });
    live.register(
      'takeover-queue',
      define('B', async () => {}),
    );
    const before = Date.now();
    await live.start();
    await done;
    expect(Date.now() - before).toBeLessThan(10_000);
    expect(finished).toEqual(['B:13']);
    const states = async () =>
      (
        await t.database.query<{ state: string }>(
          "select state from pgboss.job where name = 'takeover-queue' order by created_on",
        )
      ).map((r) => r.state);
    await expect.poll(states).toEqual(['cancelled', 'completed']);
    await live.stop();
    await dead.stop();
  });

  it('leaves a long job alone while its instance beats', async () => {
    const runs: string[] = [];
    const define = (instance: string, ms: number) => ({
      async handler() {
        runs.push(instance);
        await new Promise((r) => setTimeout(r, ms));
      },
    });
    const options = { takeoverSeconds: 1, heartbeatSeconds: 0.2, sweepSeconds: 0.2 };
    const a = new Jobs(t.database, t.app.log, options);
    const b = new Jobs(t.database, t.app.log, options);
    a.register('long-queue', define('A', 3_000));
    b.register('long-queue', define('B', 0));
    await a.start();
    await b.start();
    await a.send('long-queue', {});
    await new Promise((r) => setTimeout(r, 3_500));
    expect(runs).toHaveLength(1);
    await a.stop();
    await b.stop();
  });
});
