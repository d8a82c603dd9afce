// npm run backup: one backup of the embedded database and the stored files into BACKUP_DIR (README 'Sicherungen').
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { createBackup, pruneBackups } from '../src/modules/sicherung/backup';
import { runningServer } from '../src/modules/sicherung/server-info';
import { cliConfig } from './cli-env';

const config = cliConfig();
const backupDir = path.resolve(config.BACKUP_DIR);
if (config.DATABASE_URL) {
  console.error(
    'Mit DATABASE_URL (PostgreSQL) sichert der Datenbankserver: pg_dump oder seine eigene Archivierung, dazu der Ordner DATA_DIR/files (README „Sicherungen“).',
  );
  process.exit(1);
}

const server = await runningServer(config.DATA_DIR);
if (server) {
  // PGlite is one process's database: the running server takes the backup.
  const res = await fetch(`http://${server.host}:${server.port}/api/sicherungen/lokal`, {
    method: 'POST',
    headers: { 'x-sicherung-token': server.token },
  }).catch((error: unknown) => {
    console.error(`Der laufende Server (Prozess ${server.pid}) antwortet nicht: ${(error as Error).message}`);
    process.exit(1);
  });
  const answer = (await res.json()) as { data?: { datei: string }; message?: string };
  if (!res.ok || !answer.data) {
    console.error(answer.message ?? `Sicherung fehlgeschlagen (HTTP ${res.status})`);
    process.exit(1);
  }
  console.log(`  Sicherung geschrieben (vom laufenden Server): ${path.join(backupDir, answer.data.datei)}`);
} else {
  if (!existsSync(path.resolve(config.DATA_DIR, 'pgdata'))) {
    console.error(`In ${path.resolve(config.DATA_DIR)} liegt keine Datenbank.`);
    process.exit(1);
  }
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    const { file, manifest } = await createBackup(database, { dataDir: config.DATA_DIR, backupDir });
    const deleted = await pruneBackups(backupDir, config.BACKUP_TAGE);
    console.log(`  Sicherung geschrieben: ${file} (${manifest.dateien.length} Dateien)`);
    if (deleted.length)
      console.log(`  Älter als ${config.BACKUP_TAGE} Tage, gelöscht: ${deleted.join(', ')}`);
  } finally {
    await database.close();
  }
}
