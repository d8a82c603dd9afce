import { sql } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { withAdvisoryLock } from '../lock';
import { personen } from '../schema';
import { ensureFirstAdmin } from './admin';

// Any fixed number (the migrations use another): only one starting instance seeds at a time.
const seedLock = 727_002;

export interface FirstStartResult {
  /** Set only on the start that created the first admin with a generated password (printed once). */
  generatedPassword: string | null;
  adminCreated: boolean;
  demoLoaded: boolean;
}

/** Demo data is loaded only into a database without persons (loadDemoData checks it again in its transaction). */
async function hasPersonen(db: Db): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(personen)
    .limit(1);
  return rows.length > 0;
}

/**
 * First admin and demo data on an empty database. Instances starting together on one PostgreSQL take
 * turns under an advisory lock and check inside it, so exactly one seeds and the others find it done.
 */
export function seedFirstStart(
  database: Database,
  options: { adminEmail: string; adminPassword: string | undefined; demoData: boolean },
): Promise<FirstStartResult> {
  return withAdvisoryLock(database, seedLock, async () => {
    const admin = await ensureFirstAdmin(database.db, options.adminEmail, options.adminPassword);
    // In one transaction: a start that dies half-way leaves no half data set the next start would skip.
    // The demo loaders (faker with all its locales, ~0.5 s) are loaded only when they will run.
    let demoLoaded = false;
    if (options.demoData && !(await hasPersonen(database.db))) {
      const { loadDemoData } = await import('./demo');
      demoLoaded = await database.db.transaction((tx) => loadDemoData(tx as unknown as Db));
    }
    return { adminCreated: admin.created, generatedPassword: admin.generatedPassword, demoLoaded };
  });
}
