import 'dotenv/config';
import { ConfigError, loadConfig } from './config';
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
