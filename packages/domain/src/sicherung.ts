/** The last backup this server run took (ok, or why not). */
export interface LetzteSicherung {
  zeitpunkt: string;
  ok: boolean;
  datei: string | null;
  fehler: string | null;
}

/** A backup in the folder. */
export interface SicherungsDatei {
  name: string;
  bytes: number;
  erstellt: string;
}

/** `GET /api/sicherungen` (README 'Backups'): the settings, the last run and the backups kept. */
export interface SicherungStatus {
  /** The nightly backup runs (embedded database with BACKUP_STUNDE ≥ 0). */
  aktiv: boolean;
  ordner: string;
  stunde: number;
  tage: number;
  letzte: LetzteSicherung | null;
  /** Newest first. */
  dateien: SicherungsDatei[];
}
