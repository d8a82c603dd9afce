import type { Database, Db } from '../client';
import { withAdvisoryLock } from '../lock';
import { ensureFirstAdmin } from './admin';
import { loadDemoData } from './demo';

// Any fixed number (the migrations use another): only one starting instance seeds at a time.
const seedLock = 727_002;

export interface FirstStartResult {
  /** Set only on the start that created the first admin with a generated password (printed once). */
  generatedPassword: string | null;
  adminCreated: boolean;
  demoLoaded: boolean;
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
    const demoLoaded =
      options.demoData && (await database.db.transaction((tx) => loadDemoData(tx as unknown as Db)));
    return { adminCreated: admin.created, generatedPassword: admin.generatedPassword, demoLoaded };
  });
}
