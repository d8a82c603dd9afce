import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { Periodic, periodicMinMs, periodicTasks } from './periodic';

const log = () =>
  ({ warn: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

afterEach(() => vi.useRealTimers());

describe('Periodic (issue 23)', () => {
  it('never overlaps a run with the previous one, logs failures and stops', async () => {
    vi.useFakeTimers();
    const l = log();
    const periodic = new Periodic(l);
    let running = 0;
    let most = 0;
    let calls = 0;
    periodic.every('job-heartbeat', async () => {
      calls += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 25_000)); // longer than two intervals
      running -= 1;
      if (calls === 1) throw new Error('kaputt');
    });
    await vi.advanceTimersByTimeAsync(100_000);
    expect(most).toBe(1);
    const [state] = periodic.list();
    expect(state).toMatchObject({ name: 'job-heartbeat', everyMs: 10_000, failures: 1 });
    expect(state!.skipped).toBeGreaterThan(0);
    expect(l.warn).toHaveBeenCalledWith(
      expect.objectContaining({ task: 'job-heartbeat' }),
      'periodic task job-heartbeat failed',
    );
    periodic.stop();
    const before = calls;
    await vi.advanceTimersByTimeAsync(100_000);
    expect(calls).toBe(before);
    expect(periodic.list()).toEqual([]);
  });

  it('shortens every interval by the scale, not below the minimum', () => {
    const periodic = new Periodic(log(), 0.01);
    expect(periodic.intervalOf('session-purge')).toBe(periodicTasks['session-purge'].everyMs / 100);
    expect(periodic.intervalOf('job-heartbeat')).toBe(periodicMinMs);
    expect(new Periodic(log()).intervalOf('job-heartbeat', 200)).toBe(200);
  });
});
