import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { normalizeFbnr } from '@app/domain';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fbuchAuszuege, fbuchAuszugRows, firmen } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const migration = fileURLToPath(
  new URL('../../db/migrations/0033_fbnr_normalform_kaufobjekt_urkunde.sql', import.meta.url),
);
/** The FN statements of migration 0033 (the column it adds exists already in the test database). */
async function runFnPart() {
  const statements = (await readFile(migration, 'utf8')).split('--> statement-breakpoint').slice(2);
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

describe('migration 0033: stored FNs in the canonical form (issue 25)', () => {
  it('rewrites FNs in old forms like normalizeFbnr, leaves the rest as typed, the oldest of a pair first', async () => {
    const written: [string, string, string | null][] = [
      ['Alt FN GmbH', 'FN 038240K', 'aut'],
      ['Kompakt GmbH', 'FN12345a', 'aut'],
      ['Leer GmbH', '  98765 x ', 'aut'],
      ['Schon GmbH', '4711m', 'aut'],
      ['Falsch GmbH', 'FN abc', 'aut'],
      ['Deutsch GmbH', 'HRB  12345', 'deu'],
      ['Doppelt älter', '555d', 'aut'],
      ['Doppelt jünger', 'FN 555 D', 'aut'],
    ];
    const rows = await t.database.db
      .insert(firmen)
      .values(written.map(([name, fbnr, land]) => ({ name, fbnr, land: land ?? 'aut' })))
      .returning({ id: firmen.id, name: firmen.name });
    const auszug = await t.database.db.insert(fbuchAuszuege).values({}).returning({ id: fbuchAuszuege.id });
    await t.database.db
      .insert(fbuchAuszugRows)
      .values(['FN 038240K', 'kaputt'].map((fbnr) => ({ auszug_id: auszug[0]!.id, fbnr })));

    await runFnPart();

    const after = await t.database.db
      .select({ name: firmen.name, fbnr: firmen.fbnr })
      .from(firmen)
      .where(
        inArray(
          firmen.id,
          rows.map((r) => r.id),
        ),
      );
    expect(Object.fromEntries(after.map((r) => [r.name, r.fbnr]))).toEqual({
      'Alt FN GmbH': '38240k',
      'Kompakt GmbH': '12345a',
      'Leer GmbH': '98765x',
      'Schon GmbH': '4711m',
      'Falsch GmbH': 'FN abc', // no FN pattern: left for the format check to name
      'Deutsch GmbH': 'HRB  12345', // foreign register: as written
      'Doppelt älter': '555d',
      'Doppelt jünger': 'FN 555 D', // the same FN as an older firm: left as written (unique index)
    });
    // The SQL agrees with the domain's normalizeFbnr on every Austrian value it rewrote.
    for (const [name, fbnr, land] of written.filter(([n]) => !n.startsWith('Doppelt j')))
      if (land === 'aut' && /\d[a-z]$/i.test(fbnr.trim()))
        expect(after.find((r) => r.name === name)?.fbnr).toBe(normalizeFbnr(fbnr));
    const abfragen = await t.database.db
      .select({ fbnr: fbuchAuszugRows.fbnr })
      .from(fbuchAuszugRows)
      .where(eq(fbuchAuszugRows.auszug_id, auszug[0]!.id))
      .orderBy(fbuchAuszugRows.id);
    expect(abfragen.map((r) => r.fbnr)).toEqual(['38240k', 'kaputt']);
  });
});
