import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { projekte } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runNamed, runSelect } from './prepared';

/**
 * A statement that filters by a text pattern is planned for its values on every call (db/plan-per-value.ts),
 * on both engines; any other named statement may keep PostgreSQL's plan for all values. Inside one
 * transaction every call runs on one connection, whose pg_prepared_statements tell how each was planned.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('plans of named statements', () => {
  it('a text pattern’s statement never runs with one plan for all values; a lookup by number may', async () => {
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) {
        await runSelect(
          tx
            .select({ id: projekte.id })
            .from(projekte)
            .where(like(projekte.suche, `%wohn${i}%`)),
        );
        await runSelect(tx.select({ id: projekte.id }).from(projekte).where(eq(projekte.projektnr, i)));
      }
      const plans = await runNamed<{ pattern: boolean; generic: number }>(
        tx,
        sql`select statement ~* '\\mlike\\M' as pattern, generic_plans::int as generic
            from pg_prepared_statements where statement ~ 'from "projekte"'`,
      );
      expect(plans.filter((p) => p.pattern && p.generic > 0)).toEqual([]);
      expect(plans.filter((p) => !p.pattern && p.generic > 0)).not.toEqual([]);
    });
  });
});
