import 'dotenv/config';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedFirstStart } from './db/seed/first-start';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await runMigrations(database);
  // Instances starting together: one seeds, the others wait for it and find the work done.
  const seeded = await seedFirstStart(database, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    demoData: config.DEMO_DATA,
  });
  if (seeded.generatedPassword) {
    // Printed exactly once: on the start that created the admin.
    console.log(
      `\n  Erster Admin angelegt: ${config.ADMIN_EMAIL}\n  Passwort (wird nur jetzt angezeigt): ${seeded.generatedPassword}\n`,
    );
  }
  if (seeded.demoLoaded) console.log('  Demodaten geladen.');

  const app = await buildApp({ config, database });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`  Immobilien-Backoffice läuft auf http://localhost:${config.PORT} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
