import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 23: the nightly timer's transaction used the root handle inside it: on PGlite the app stopped
 * answering at the timer's first turn (10 minutes after start). Here its interval is shortened so it fires
 * several times; it must succeed every time, queue the run once, and leave the app answering.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PERIODIC_SCALE: '0.0001', DATENCHECK_NACHTLAUF_STUNDE: '0' });
});
afterAll(() => t.close());

it('the nightly run fires again and again without failing, and the app keeps answering', async () => {
  const nachtlauf = () => t.app.periodic.list().find((task) => task.name === 'datencheck-nachtlauf')!;
  const before = nachtlauf().runs;
  const deadline = Date.now() + 10_000;
  while (nachtlauf().runs < before + 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(nachtlauf().runs).toBeGreaterThanOrEqual(before + 3);
  expect(nachtlauf().failures).toBe(0);
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  // Queued once per day however many turns: at most one full run per active check since midnight.
  const [{ n } = { n: 0 }] = await t.database.query<{ n: number }>(
    `select coalesce(max(c), 0)::int as n from (select count(*) as c from datencheck_laeufe
     where idx is null and creator_id is null and created >= date_trunc('day', now()) group by abfrage_id) x`,
  );
  expect(n).toBeLessThanOrEqual(2); // the first start's run (erstlauf) and the nightly one
});
