import { afterEach, describe, expect, it, vi } from 'vitest';
import { planMemo, planMemoMs } from './plan-memo';

describe('planMemo', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once per key within a minute, again after it', async () => {
    vi.useFakeTimers();
    const memo = planMemo<number>();
    let asked = 0;
    const ask = () => Promise.resolve(++asked);
    expect(await memo.get('wohn', ask)).toBe(1);
    vi.advanceTimersByTime(planMemoMs - 1);
    expect(await memo.get('wohn', ask)).toBe(1);
    expect(await memo.get('wag', ask)).toBe(2);
    vi.advanceTimersByTime(1);
    expect(await memo.get('wohn', ask)).toBe(3);
  });

  it('keeps an answer set on the way, undefined included', async () => {
    const memo = planMemo<number | undefined>();
    memo.set('¼', undefined);
    expect(await memo.get('¼', () => Promise.resolve(7))).toBeUndefined();
  });

  it('starts afresh past its size instead of growing', async () => {
    const memo = planMemo<number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3);
    expect(await memo.get('a', () => Promise.resolve(9))).toBe(9);
    expect(await memo.get('c', () => Promise.resolve(9))).toBe(3);
  });
});
