/**
 * Polls `read` until `done` holds or `ms` passed, and answers the last value: the test's assertion on it
 * then says what was seen instead of only 'timed out' (jobs, runs and imports finish in the background).
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (v: T) => boolean,
  ms = 20_000,
  everyMs = 50,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
