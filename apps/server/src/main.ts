import 'dotenv/config';
import { ConfigError, loadConfig } from './config';
import { removeServerInfo, writeServerInfo } from './modules/sicherung/server-info';
import { startInstance } from './start';

async function main(): Promise<void> {
  const config = loadConfig();
  // Instances starting together: one seeds, the others wait for it and find the work done.
  const { app, database, seeded } = await startInstance(config);
  if (seeded.generatedPassword) {
    // Printed exactly once: on the start that created the admin.
    console.log(
      `\n  Erster Admin angelegt: ${config.ADMIN_EMAIL}\n  Passwort (wird nur jetzt angezeigt): ${seeded.generatedPassword}\n`,
    );
  }
  if (seeded.demoLoaded) console.log('  Demodaten geladen.');

  const shutdown = async () => {
    await removeServerInfo(config.DATA_DIR).catch(() => {});
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  // PGlite: `npm run restore` refuses while this runs, `npm run backup` asks this server (README 'Sicherungen').
  if (database.dataDir) {
    const host = ['0.0.0.0', '::'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
    await writeServerInfo(config.DATA_DIR, {
      pid: process.pid,
      host,
      port: config.PORT,
      token: app.sicherungen.token,
    });
  }
  console.log(`  Immobilien-Backoffice läuft auf http://localhost:${config.PORT} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
