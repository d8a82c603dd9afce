import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { LetzteSicherung } from '@app/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { backupDue, createBackup, listBackups, pruneBackups } from './backup';
import { newBackupToken } from './server-info';

declare module 'fastify' {
  interface FastifyInstance {
    sicherungen: Sicherungen;
  }
}

export interface SicherungenOptions {
  /** DATA_DIR: the stored files live in `<dataDir>/files`. */
  dataDir: string;
  backupDir: string;
  /** Hour of the nightly backup, -1 none. */
  stunde: number;
  tage: number;
}

/** Where a failed backup is reported to the admins, and its recovery (the Datencheck's notifications). */
export interface SicherungMelder {
  failed(fehler: string, when: Date): Promise<void>;
  recovered(): Promise<void>;
}

/**
 * The backups of one server (PGlite on disk only: `enabled`): one at a time (a second request joins the
 * running one), each followed by the retention; a failure notifies the admins, a success after it closes
 * that notification. `token` lets `npm run backup` ask this server for a backup (server.json).
 */
export class Sicherungen {
  readonly token = newBackupToken();
  readonly enabled: boolean;
  letzte: LetzteSicherung | null = null;
  private running: Promise<LetzteSicherung> | null = null;

  constructor(
    private readonly database: Database,
    private readonly melder: SicherungMelder,
    private readonly log: FastifyBaseLogger,
    readonly options: SicherungenOptions,
  ) {
    this.enabled = database.kind === 'pglite' && !!database.dataDir;
  }

  /** Takes a backup now (or joins the one running). */
  run(now?: Date): Promise<LetzteSicherung> {
    this.running ??= this.take(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async take(now = new Date()): Promise<LetzteSicherung> {
    try {
      const { file } = await createBackup(this.database, { ...this.options, now });
      await pruneBackups(this.options.backupDir, this.options.tage, now);
      this.letzte = { zeitpunkt: now.toISOString(), ok: true, datei: path.basename(file), fehler: null };
      this.log.info({ file }, 'backup written');
      await this.melder.recovered();
    } catch (error) {
      const fehler = `Sicherung nach ${this.options.backupDir} fehlgeschlagen: ${(error as Error).message || String(error)}`;
      this.letzte = { zeitpunkt: now.toISOString(), ok: false, datei: null, fehler };
      this.log.error({ err: error }, 'backup failed');
      await this.melder
        .failed(fehler, now)
        .catch((e: unknown) => this.log.error({ err: e }, 'backup failure could not be notified'));
    }
    return this.letzte;
  }

  /** The periodic task's turn: the nightly backup when it is due. */
  async nightly(now = new Date()): Promise<void> {
    if (!this.enabled || this.running) return;
    if (backupDue(this.options.stunde, await listBackups(this.options.backupDir), now)) await this.run(now);
  }
}

/** The configured backups of an app. */
export function sicherungenFor(
  config: Config,
  database: Database,
  melder: SicherungMelder,
  log: FastifyBaseLogger,
): Sicherungen {
  return new Sicherungen(database, melder, log, {
    dataDir: config.DATA_DIR,
    backupDir: path.resolve(config.BACKUP_DIR),
    stunde: config.BACKUP_STUNDE,
    tage: config.BACKUP_TAGE,
  });
}
