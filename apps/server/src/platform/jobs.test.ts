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
});
