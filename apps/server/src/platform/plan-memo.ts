/**
 * Plan decisions remembered for a minute per key (issue 29): whether a filter matches few rows, which
 * vocabulary words a term matches. They choose a statement, never its rows (every plan answers the same),
 * so an answer a minute old is safe and paging one filter asks once instead of on every page. At most
 * `kept` keys; past that the memo starts afresh (a flood of one-off filters cannot grow it).
 */
export interface PlanMemo<T> {
  /** The remembered answer for `key`, or the fresh one of `ask` (then remembered). */
  get(key: string, ask: () => Promise<T>): Promise<T>;
  /** Remembers `value` for `key` (an answer learnt on the way, e.g. a count). */
  set(key: string, value: T): T;
}

export const planMemoMs = 60_000;

export function planMemo<T>(kept = 1000): PlanMemo<T> {
  const answers = new Map<string, { value: T; until: number }>();
  const memo: PlanMemo<T> = {
    async get(key, ask) {
      const known = answers.get(key);
      if (known && known.until > Date.now()) return known.value;
      return memo.set(key, await ask());
    },
    set(key, value) {
      if (answers.size >= kept) answers.clear();
      answers.set(key, { value, until: Date.now() + planMemoMs });
      return value;
    },
  };
  return memo;
}
