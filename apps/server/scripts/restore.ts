// npm run restore -- <datei> [--ja]: puts a backup back into DATA_DIR (README 'Sicherungen').
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { RestoreRefusedError, restoreBackup } from '../src/modules/sicherung/restore';
import { cliConfig } from './cli-env';

const config = cliConfig();
const { values, positionals } = parseArgs({
  options: { ja: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('Aufruf: npm run restore -- <sicherung-….tar.gz> [--ja]');
  process.exit(1);
}
if (config.DATABASE_URL) {
  console.error(
    'Mit DATABASE_URL (PostgreSQL) stellt der Datenbankserver wieder her (pg_restore); die Dateien kommen in DATA_DIR/files (README „Sicherungen“).',
  );
  process.exit(1);
}

const dataDir = path.resolve(config.DATA_DIR);
try {
  const manifest = await restoreBackup(path.resolve(positionals[0]!), dataDir, {
    confirm: async (m) => {
      if (values.ja) return true;
      const rl = createInterface({ input: process.stdin, output: process.stdout });
      // No terminal to answer (stdin closed): no.
      const closed = new Promise<string>((resolve) => rl.once('close', () => resolve('')));
      const answer = await Promise.race([
        rl.question(
          `  Die Datenbank und die Dateien in ${dataDir} werden durch die Sicherung vom ` +
            `${new Date(m.erstellt).toLocaleString('de-AT')} ersetzt (${m.dateien.length} Dateien).\n  Fortfahren? (ja/nein) `,
        ),
        closed,
      ]);
      rl.close();
      return answer.trim().toLowerCase() === 'ja';
    },
  });
  if (!manifest) {
    console.log('  Abgebrochen, nichts geändert.');
    process.exit(1);
  }
  console.log(
    `  Wiederhergestellt: Stand ${new Date(manifest.erstellt).toLocaleString('de-AT')} in ${dataDir}.`,
  );
  console.log('  Beim nächsten Start bringt der Server die Datenbank auf seinen Stand (Migrationen).');
} catch (error) {
  console.error(error instanceof RestoreRefusedError ? `  ${error.message}` : error);
  process.exit(1);
}
